// Issue 20, finding 9: every error the server answers is in the error shape, including those
// Fastify (a URL that does not decode) or Node (headers too large, a malformed request) produce
// before any route runs; an OPTIONS without an Origin is not refused in plain text.
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
const rawRequest = (port: number, bytes: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });

const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('errors before a route runs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('a URL that does not decode is a 400 in the error shape', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/1/p/cities/%E0%A4%A`);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ errors: [{ code: 'common.bad-request' }] });
  });

  it('headers too large are a 431 in the error shape', async () => {
    const answer = await rawRequest(
      port,
      `GET /1/now HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.startsWith('HTTP/1.1 431 ')).toBe(true);
    expect(bodyOf(answer)).toEqual({
      errors: [{ code: 'common.bad-request', message: 'Request Header Fields Too Large' }],
    });
  });

  it('a malformed request is a 400 in the error shape', async () => {
    const answer = await rawRequest(port, 'NOT A REQUEST\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(bodyOf(answer)).toMatchObject({ errors: [{ code: 'common.bad-request' }] });
  });

  it('an OPTIONS without an Origin is answered as a preflight, with no CORS headers', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/1/p/cities`, { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

// Catalog reads over a real socket, where repeated GETs are answered before Fastify (hot-reads.ts):
// whichever path answers, a client sees the same status, headers and bytes, and an import at once.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add its own Accept-Encoding). */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });

/** The headers that should not differ between two answers to the same request. */
const stable = ({ date: _date, 'x-request-id': _id, ...headers }: http.IncomingHttpHeaders) => headers;
/**
 * Likewise, for answers whose compression may have improved in between (an answer is compressed
 * fast on first use, at the highest quality once asked for again): their length may differ.
 */
const sameExceptLength = ({ 'content-length': _length, ...headers }: http.IncomingHttpHeaders) =>
  stable(headers);
const decoded = ({ headers, body }: Answer) =>
  headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

/** Status lines in raw answers (a JSON body ends without a newline: the next answer follows on its line). */
const statusLines = (text: string) => text.match(/HTTP\/1\.1 \d{3}/g) ?? [];

/**
 * Raw HTTP/1.1 over one connection: each step is written once that many answers have begun to
 * arrive; resolves with everything read once the server closes the connection.
 */
const overOneConnection = (port: number, steps: { after: number; write: string }[]) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let next = 0;
    const writeDue = () => {
      while (next < steps.length && statusLines(received).length >= steps[next]!.after)
        socket.write(steps[next++]!.write);
    };
    socket.on('connect', writeDue);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      writeDue();
    });
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });

describe('hot catalog reads', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('answers a repeated GET with the same status, headers and content', async () => {
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
    ];
    for (const headers of variants) {
      const first = await get(`${base}/1/p/restos/1`, headers);
      for (let i = 0; i < 3; i += 1) {
        const again = await get(`${base}/1/p/restos/1`, headers);
        expect(again.status).toBe(200);
        expect(sameExceptLength(again.headers)).toEqual(sameExceptLength(first.headers));
        expect(again.headers['content-length']).toBe(String(again.body.length));
        expect(decoded(again).equals(decoded(first))).toBe(true);
      }
    }
    const brotli = await get(`${base}/1/p/restos/1`, { 'accept-encoding': 'br' });
    const plain = await get(`${base}/1/p/restos/1`);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(plain.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=30, stale-while-revalidate=300',
      'content-length': String(plain.body.length),
      'x-frame-options': 'DENY',
      vary: 'Origin, Accept-Encoding, Accept-Language',
    });
  });

  it('answers 304 to a matching If-None-Match, with the headers of the first 304', async () => {
    const { etag } = (await get(`${base}/1/p/menus/1/positions`)).headers;
    const first = await get(`${base}/1/p/menus/1/positions`, { 'if-none-match': String(etag) });
    const again = await get(`${base}/1/p/menus/1/positions`, { 'if-none-match': String(etag) });
    expect([first.status, again.status]).toEqual([304, 304]);
    expect(again.body.length).toBe(0);
    expect(stable(again.headers)).toEqual(stable(first.headers));
  });

  it("names each answer's request id: the caller's when it looks like one, else a fresh one", async () => {
    await get(`${base}/1/p/cities/1`);
    const given = await get(`${base}/1/p/cities/1`, { 'x-request-id': 'lb-42' });
    expect(given.headers['x-request-id']).toBe('lb-42');
    const ids = await Promise.all([get(`${base}/1/p/cities/1`), get(`${base}/1/p/cities/1`)]);
    expect(ids[0]!.headers['x-request-id']).not.toBe(ids[1]!.headers['x-request-id']);
    const bad = await get(`${base}/1/p/cities/1`, { 'x-request-id': 'no spaces allowed' });
    expect(bad.headers['x-request-id']).not.toBe('no spaces allowed');
  });

  it('gives a caller with an Origin its CORS headers', async () => {
    await get(`${base}/1/p/cities/1`);
    const cross = await get(`${base}/1/p/cities/1`, { origin: 'https://shop.example' });
    expect(cross.headers['access-control-allow-origin']).toBe('https://shop.example');
  });

  it('shows an import at once', async () => {
    const before = await get(`${base}/1/p/menus/1/positions`);
    await get(`${base}/1/p/menus/1/positions`);
    const file = readFixture('test-chain');
    file.positions[0]!.price = 77700;
    await t.app.catalogAdmin.importCatalog(file);
    const after = await get(`${base}/1/p/menus/1/positions`);
    expect(JSON.parse(after.body.toString())[0].price).toBe(77700);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const stale = await get(`${base}/1/p/menus/1/positions`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(stale.status).toBe(200);
  });

  it('keeps a connection going: pipelined reads, and a GET whose body arrives after its answer', async () => {
    const path = '/1/p/menus/1/positions';
    await get(`${base}${path}`);
    const read = `GET ${path} HTTP/1.1\r\nHost: test\r\n\r\n`;
    // Many times a stream's buffer: a body left unread would stop the connection once that fills
    // (bodiless-request.ts leaves Node's draining to the requests that may have a body).
    const body = 'x'.repeat(1024 * 1024);
    const received = await overOneConnection(Number(new URL(base).port), [
      { after: 0, write: read + read },
      { after: 2, write: `GET ${path} HTTP/1.1\r\nHost: test\r\nContent-Length: ${body.length}\r\n\r\n` },
      { after: 3, write: body + read + `GET ${path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n` },
    ]);
    expect(statusLines(received)).toEqual(Array(5).fill('HTTP/1.1 200'));
  });
});

// The SMS.ru adapter against a local server speaking its /sms/send JSON protocol: success, the
// request refused as a whole, the number refused, HTTP errors, answers that are not its JSON, and
// a gateway that does not answer in time.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsRuSender } from '../../../src/adapters/sms/sms-ru';
import { SmsNotSentError } from '../../../src/adapters/sms/sms-sender';
import { sendJson, startLocalServer, type LocalServer } from '../../helpers/local-server';

type Reply = (response: ServerResponse) => void;

describe('SMS.ru sender', () => {
  let server: LocalServer;
  let reply: Reply;
  const received: { path: string; form: Record<string, string> }[] = [];
  beforeAll(async () => {
    server = await startLocalServer((request, body, response) => {
      received.push({ path: request.url ?? '', form: Object.fromEntries(new URLSearchParams(body)) });
      reply(response);
    });
  });
  afterAll(() => server.close());

  const sender = (timeoutMs = 2000) =>
    createSmsRuSender({ apiId: 'API-ID-1', url: server.url, from: 'Nori', timeoutMs, retryDelayMs: 10 });
  const reason = (promise: Promise<void>) =>
    promise.then(
      () => 'sent',
      (error: unknown) => (error instanceof SmsNotSentError ? error.reason : `unexpected: ${String(error)}`),
    );

  it('posts api_id, to (without +), msg and json=1 to /sms/send and accepts an OK for the number', async () => {
    reply = (response) =>
      sendJson(response, 200, {
        status: 'OK',
        status_code: 100,
        sms: { '79991234567': { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
        balance: 4122.56,
      });
    expect(await reason(sender().send('+79991234567', 'Код для входа: 123456'))).toBe('sent');
    expect(received.at(-1)).toEqual({
      path: '/sms/send',
      form: { api_id: 'API-ID-1', to: '79991234567', msg: 'Код для входа: 123456', json: '1', from: 'Nori' },
    });
  });

  it('reports a request refused as a whole (status ERROR)', async () => {
    reply = (response) =>
      sendJson(response, 200, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
    expect(await reason(sender().send('+79991234567', 'x'))).toBe(
      'SMS.ru refused the request: ERROR 200 Неправильный api_id',
    );
  });

  it('reports the number refused although the request was OK', async () => {
    reply = (response) =>
      sendJson(response, 200, {
        status: 'OK',
        status_code: 100,
        sms: {
          '79991234567': {
            status: 'ERROR',
            status_code: 207,
            status_text: 'На этот номер нельзя отправлять сообщения',
          },
        },
      });
    expect(await reason(sender().send('+79991234567', 'x'))).toBe(
      'SMS.ru refused the number: ERROR 207 На этот номер нельзя отправлять сообщения',
    );
  });

  it('reports an answer without an entry for the number', async () => {
    reply = (response) => sendJson(response, 200, { status: 'OK', status_code: 100, sms: {} });
    expect(await reason(sender().send('+79991234567', 'x'))).toBe(
      "SMS.ru's answer has no entry for 79991234567",
    );
  });

  it('reports HTTP errors and answers that are not its JSON', async () => {
    reply = (response) => response.writeHead(503).end('Service Unavailable');
    expect(await reason(sender().send('+79991234567', 'x'))).toBe(
      '3 attempt(s) failed: SMS.ru answered HTTP 503; SMS.ru answered HTTP 503; SMS.ru answered HTTP 503',
    );
    reply = (response) => response.writeHead(403).end('Forbidden');
    expect(await reason(sender().send('+79991234567', 'x'))).toBe('SMS.ru answered HTTP 403');
    reply = (response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    expect(await reason(sender().send('+79991234567', 'x'))).toBe(
      'SMS.ru answered something that is not JSON',
    );
    reply = (response) => sendJson(response, 200, { ok: true });
    expect(await reason(sender().send('+79991234567', 'x'))).toBe('SMS.ru answered JSON of another shape');
  });

  it('gives up when the gateway does not answer in time', async () => {
    reply = () => undefined; // never answers
    const started = Date.now();
    expect(await reason(sender(200).send('+79991234567', 'x'))).toMatch(
      /^3 attempt\(s\) failed: SMS.ru did not answer/,
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

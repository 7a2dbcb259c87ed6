// The SMS.ru adapter against a local gateway that is slow, failing or resetting connections:
// bounded retries, a final answer never asked twice, and through the API a 502 in the contract's
// error shape with nothing left behind (the same number may ask again at once).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmsRuSender, MAX_ATTEMPTS } from '../../src/adapters/sms/sms-ru';
import { SmsNotSentError } from '../../src/adapters/sms/sms-sender';
import { sendJson, startLocalServer, type LocalServer } from '../helpers/local-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { addTenant, errorOf, requestCode } from '../modules/sign-in/phone-requests';

const PHONE = '+79991234567';
const TO = '79991234567';

/** What the local gateway does with its n-th request (1-based). */
type Behaviour = (request: IncomingMessage, response: ServerResponse, n: number) => void;

const acknowledge: Behaviour = (_request, response) =>
  sendJson(response, 200, {
    status: 'OK',
    status_code: 100,
    sms: { [TO]: { status: 'OK', status_code: 100 } },
  });
const refuse: Behaviour = (_request, response) =>
  sendJson(response, 200, { status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
const fail500: Behaviour = (_request, response) => response.writeHead(500).end('Internal Server Error');
const resetConnection: Behaviour = (request) => request.socket.destroy();
/** Answers OK, but only after the adapter has given up on this attempt. */
const tooSlow: Behaviour = (request, response, n) => {
  const timer = setTimeout(() => acknowledge(request, response, n), 3000);
  response.on('close', () => clearTimeout(timer));
};
const inTurn =
  (...behaviours: Behaviour[]): Behaviour =>
  (request, response, n) =>
    behaviours[Math.min(n, behaviours.length) - 1]!(request, response, n);

describe('the SMS gateway when it is slow, failing or resetting connections', () => {
  let gateway: LocalServer;
  let behaviour: Behaviour = acknowledge;
  let received: string[] = [];
  beforeAll(async () => {
    gateway = await startLocalServer((request, body, response) => {
      received.push(new URLSearchParams(body).get('msg') ?? '');
      behaviour(request, response, received.length);
    });
  });
  afterEach(() => {
    received = [];
  });
  afterAll(() => gateway.close());

  const sender = (options: { timeoutMs?: number; deadlineMs?: number } = {}) =>
    createSmsRuSender({ apiId: 'API-ID', url: gateway.url, timeoutMs: 300, retryDelayMs: 20, ...options });
  const outcome = (promise: Promise<void>) =>
    promise.then(
      () => 'sent',
      (error: unknown) => (error instanceof SmsNotSentError ? error.reason : `unexpected: ${String(error)}`),
    );

  it('asks once when the gateway acknowledges, and never again', async () => {
    behaviour = acknowledge;
    expect(await outcome(sender().send(PHONE, 'Код для входа: 111111'))).toBe('sent');
    expect(received).toEqual(['Код для входа: 111111']);
  });

  it('does not repeat a refusal: the gateway has decided', async () => {
    behaviour = refuse;
    expect(await outcome(sender().send(PHONE, 'x'))).toMatch(/^SMS.ru refused the request/);
    expect(received).toHaveLength(1);
  });

  it('does not repeat an HTTP 200 it cannot read, since the message may have gone out', async () => {
    behaviour = (_request, response) => response.writeHead(200).end('<html>');
    expect(await outcome(sender().send(PHONE, 'x'))).toBe('SMS.ru answered something that is not JSON');
    expect(received).toHaveLength(1);
  });

  it('retries after a 500 and stops at the acknowledgement', async () => {
    behaviour = inTurn(fail500, acknowledge);
    expect(await outcome(sender().send(PHONE, 'x'))).toBe('sent');
    expect(received).toHaveLength(2);
  });

  it('retries after a reset connection and stops at the acknowledgement', async () => {
    behaviour = inTurn(resetConnection, resetConnection, acknowledge);
    expect(await outcome(sender().send(PHONE, 'x'))).toBe('sent');
    expect(received).toHaveLength(3);
  });

  it('retries after a timeout with the very same text, so a late first delivery repeats the same code', async () => {
    behaviour = inTurn(tooSlow, acknowledge);
    expect(await outcome(sender().send(PHONE, 'Код для входа: 222222'))).toBe('sent');
    expect(received).toEqual(['Код для входа: 222222', 'Код для входа: 222222']);
  });

  it.each([
    ['answers 500', fail500, /SMS.ru answered HTTP 500/],
    ['resets every connection', resetConnection, /SMS.ru did not answer/],
    ['is too slow every time', tooSlow, /SMS.ru did not answer/],
  ] as const)('gives up after the last attempt when the gateway %s', async (_name, failing, reason) => {
    behaviour = failing;
    const result = await outcome(sender().send(PHONE, 'x'));
    expect(result).toMatch(new RegExp(`^${MAX_ATTEMPTS} attempt\\(s\\) failed: `));
    expect(result).toMatch(reason);
    expect(received).toHaveLength(MAX_ATTEMPTS);
  });

  it('stops retrying at the overall deadline', async () => {
    behaviour = tooSlow;
    // Room for a second attempt even when a busy machine fires the first timeout late (up to
    // 280 ms), and none for a third: the second attempt is cut at the deadline.
    const result = await outcome(sender({ timeoutMs: 600, deadlineMs: 900 }).send(PHONE, 'x'));
    expect(result).toMatch(/^2 attempt\(s\) failed: SMS.ru did not answer/);
    expect(received).toHaveLength(2);
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ signIn: { sms: sender() } });
      await addTenant(t);
    });
    afterAll(() => t.close());

    it('answers 502 sign-in.sending-failed in the error shape and keeps no code, so the number may ask again', async () => {
      behaviour = resetConnection;
      const failed = await requestCode(t, PHONE);
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toEqual({
        errors: [{ code: 'sign-in.sending-failed', message: expect.any(String) }],
      });
      expect(failed.body).not.toMatch(/SMS.ru|127\.0\.0\.1|socket/);
      expect(received).toHaveLength(MAX_ATTEMPTS);

      behaviour = acknowledge;
      const again = await requestCode(t, PHONE);
      expect(again.statusCode).toBe(202);
      expect(received).toHaveLength(MAX_ATTEMPTS + 1);
      expect(errorOf(again)).toBeUndefined();
    });
  });
});

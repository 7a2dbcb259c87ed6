// Phone sign-in under attack: parallel requests for one number, parallel guesses, and the limits
// per number, client address, number range and tenant — all held in the database, so they would
// hold across API nodes. Refused requests change nothing. Issue 20: the captcha once requests come
// fast, a share of the daily limit kept for numbers that signed in before, and a lock-out of the
// pair (number, client address) rather than of the number.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSignInConfig } from '../../../src/modules/sign-in/config-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  addTenant,
  codes,
  errorOf,
  numberRange,
  recordingSender,
  requestCode,
  signIn,
  tally,
} from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;
const at = (seconds: number) => (clock = new Date(NOW.getTime() + seconds * 1000));

describe('phone sign-in abuse', () => {
  const sms = recordingSender();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      signIn: { sms },
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        signIn: { ...defaultSignInConfig(), smsDailyLimit: 1000 },
      },
    });
    await addTenant(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = NOW;
  });

  it('20 parallel code requests for one number send one SMS', async () => {
    const phone = numberRange()(1);
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestCode(t, phone)));
    expect(tally(codes(responses))).toEqual({ ok: 1, 'sign-in.code-already-sent': 19 });
    expect(sms.sent.filter((message) => message.phone === phone)).toHaveLength(1);
  });

  it('50 parallel wrong codes evaluate 5; the number is then locked, even for the right code', async () => {
    const phone = numberRange()(1);
    await requestCode(t, phone);
    const code = sms.lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const responses = await Promise.all(Array.from({ length: 50 }, () => signIn(t, phone, wrong)));
    expect(tally(codes(responses))).toEqual({ 'sign-in.wrong-code': 5, 'sign-in.attempts-exhausted': 45 });
    expect(errorOf(await signIn(t, phone, code))?.code).toBe('sign-in.attempts-exhausted');
  });

  it('sends a number at most 5 codes an hour', async () => {
    const phone = numberRange()(1);
    for (let send = 0; send < 5; send++) {
      at(send * 90);
      expect((await requestCode(t, phone)).statusCode).toBe(202);
    }
    at(5 * 90);
    const sixth = await requestCode(t, phone);
    expect(sixth.statusCode).toBe(429);
    expect(errorOf(sixth)?.code).toBe('sign-in.attempts-exhausted');
    at(3600);
    expect((await requestCode(t, phone)).statusCode).toBe(202);
  });

  it('sends at most 20 codes an hour to one client address, then answers sending-failed', async () => {
    const from = (ip: string, phone: string) => requestCode(t, phone, { remoteAddress: ip });
    const phones = Array.from({ length: 21 }, (_, index) => numberRange()(index));
    for (const phone of phones.slice(0, 20)) expect((await from('203.0.113.7', phone)).statusCode).toBe(202);
    const refused = await from('203.0.113.7', phones[20]!);
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused)?.code).toBe('sign-in.sending-failed');
    // Refused means untouched: no code to try, and the number may ask again at once from elsewhere.
    expect(errorOf(await signIn(t, phones[20]!, '123456'))?.code).toBe('sign-in.code-not-found');
    expect((await from('203.0.113.8', phones[20]!)).statusCode).toBe(202);
  });

  it('sends at most 30 codes an hour to one number range (all but the last four digits)', async () => {
    const inRange = numberRange();
    const send = (index: number) => requestCode(t, inRange(index), { remoteAddress: `198.51.100.${index}` });
    for (let index = 0; index < 30; index++) expect((await send(index)).statusCode).toBe(202);
    expect(errorOf(await send(30))?.code).toBe('sign-in.sending-failed');
  });
});

describe('phone sign-in limits per tenant, bot protection and client keys', () => {
  const sms = recordingSender();
  const captchaChecks: { token: string | null | undefined; ip: string }[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      signIn: {
        sms,
        captcha: {
          verify: async (token, ip) => {
            captchaChecks.push({ token, ip });
            return token === 'human';
          },
        },
      },
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        // The captcha always, and the whole daily limit open to new numbers: what these tests are about.
        signIn: {
          ...defaultSignInConfig(),
          smsDailyLimit: 3,
          apiKeys: ['web-key'],
          smsCaptchaAfter: 0,
          smsReservedPercent: 0,
        },
      },
    });
    await addTenant(t);
  });
  afterAll(() => t.close());

  it('refuses a missing or failed bot-protection token with 403, checking it with the client address', async () => {
    const phone = numberRange()(1);
    expect((await requestCode(t, phone)).statusCode).toBe(403);
    expect((await requestCode(t, phone, { captchaToken: 'bot' })).statusCode).toBe(403);
    expect(captchaChecks.at(-1)).toEqual({ token: 'bot', ip: '127.0.0.1' });
    expect(sms.sent).toHaveLength(0);
  });

  it('sends a tenant at most its daily limit of codes (SMS_DAILY_LIMIT), then answers sending-failed', async () => {
    const inRange = numberRange();
    for (let index = 0; index < 3; index++) {
      expect((await requestCode(t, inRange(index), { captchaToken: 'human' })).statusCode).toBe(202);
    }
    const refused = await requestCode(t, inRange(3), { captchaToken: 'human' });
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused)?.code).toBe('sign-in.sending-failed');
    clock = new Date('2026-03-03T00:00:00Z');
    expect((await requestCode(t, inRange(3), { captchaToken: 'human' })).statusCode).toBe(202);
  });

  it('refuses an apiKey SIGN_IN_API_KEYS does not list', async () => {
    const response = await requestCode(t, numberRange()(1), { captchaToken: 'human', apiKey: 'other' });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'auth.forbidden', message: 'Unknown apiKey' });
  });
});

describe('phone sign-in under a pumping attack (issue 20)', () => {
  const sms = recordingSender();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      signIn: { sms, captcha: { verify: async (token) => token === 'human' } },
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        signIn: { ...defaultSignInConfig(), smsDailyLimit: 10, smsCaptchaAfter: 5, smsReservedPercent: 30 },
      },
    });
    await addTenant(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = NOW;
  });
  const signInFrom = (ip: string, phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sign/in/phone',
      payload: { apiKey: 'web-key', captchaToken: null, code, phone },
      remoteAddress: ip,
    });

  it('asks for the captcha once a client or the tenant asks for codes fast, and keeps 30% of the day for known numbers', async () => {
    const inRange = numberRange();
    // A customer who signed in before.
    const regular = inRange(99);
    expect((await requestCode(t, regular, { remoteAddress: '192.0.2.99' })).statusCode).toBe(202);
    expect((await signInFrom('192.0.2.99', regular, sms.lastCode(regular))).statusCode).toBe(200);
    // Calm: no token needed. A client's fourth request within the hour needs one.
    const fromOne = (index: number, extra = {}) =>
      requestCode(t, inRange(index), { remoteAddress: '192.0.2.1', ...extra });
    expect([
      (await fromOne(1)).statusCode,
      (await fromOne(2)).statusCode,
      (await fromOne(3)).statusCode,
    ]).toEqual([202, 202, 202]);
    expect((await fromOne(4)).statusCode).toBe(403);
    expect((await fromOne(4, { captchaToken: 'human' })).statusCode).toBe(202);
    // The tenant has had 6 requests in these 10 minutes (more than 5): everyone needs a token now.
    const fromMany = (index: number, extra = {}) =>
      requestCode(t, inRange(index), { remoteAddress: `198.51.100.${index}`, ...extra });
    expect((await fromMany(10)).statusCode).toBe(403);
    // New numbers may have 7 of the day's 10: the regular's first code and 4 more so far, then 2.
    for (const index of [11, 12])
      expect((await fromMany(index, { captchaToken: 'human' })).statusCode).toBe(202);
    const refused = await fromMany(13, { captchaToken: 'human' });
    expect(errorOf(refused)?.code).toBe('sign-in.sending-failed');
    // The regular still gets a code (the 8th of the day), past the resend interval.
    at(91);
    const again = await requestCode(t, regular, { remoteAddress: '192.0.2.99', captchaToken: 'human' });
    expect(again.statusCode).toBe(202);
  });

  it('locks a number only for the client address that ran out its tries', async () => {
    const phone = numberRange()(1);
    clock = new Date('2026-03-04T09:00:00Z');
    expect(
      (await requestCode(t, phone, { remoteAddress: '203.0.113.66', captchaToken: 'human' })).statusCode,
    ).toBe(202);
    const code = sms.lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) await signInFrom('203.0.113.66', phone, wrong);
    // The attacker's address is locked out of the number for an hour …
    expect(errorOf(await signInFrom('203.0.113.66', phone, code))?.code).toBe('sign-in.attempts-exhausted');
    clock = new Date(clock.getTime() + 91_000);
    const attacker = await requestCode(t, phone, { remoteAddress: '203.0.113.66', captchaToken: 'human' });
    expect(errorOf(attacker)?.code).toBe('sign-in.attempts-exhausted');
    // … its owner, elsewhere, asks for a new code and signs in.
    const owner = await requestCode(t, phone, { remoteAddress: '192.0.2.200', captchaToken: 'human' });
    expect(owner.statusCode).toBe(202);
    expect((await signInFrom('192.0.2.200', phone, sms.lastCode(phone))).statusCode).toBe(200);
  });
});

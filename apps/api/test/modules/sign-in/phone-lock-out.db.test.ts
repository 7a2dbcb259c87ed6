// Issue 35: strangers cannot lock a customer out of sign-in — their guesses and code requests
// count per client address under higher ceilings for the number, the address that asked for a
// code can always try it, every 429 says when to try again — and a burst of code requests from
// many addresses is answered without a 5xx while reads go on.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultSignInConfig } from '../../../src/modules/sign-in/config-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { addTenant, codes, numberRange, recordingSender, requestCode, signIn, tally } from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;
const at = (seconds: number) => (clock = new Date(NOW.getTime() + seconds * 1000));

describe('phone sign-in against strangers and bursts', () => {
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

  const guessFrom = (ip: string, phone: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/sign/in/phone',
      payload: { apiKey: 'web-key', captchaToken: null, code, phone },
      remoteAddress: ip,
    });

  it("strangers' guesses from many addresses never burn the owner's code (issue 35)", async () => {
    const phone = numberRange()(1);
    const owner = '192.0.2.10';
    expect((await requestCode(t, phone, { remoteAddress: owner })).statusCode).toBe(202);
    const code = sms.lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // Five strangers, five wrong guesses each, and a sixth each: 5 per address, 20 for the code.
    const answers = [];
    for (let stranger = 1; stranger <= 5; stranger++)
      for (let guess = 0; guess < 6; guess++)
        answers.push(await guessFrom(`198.51.100.${stranger}`, phone, wrong));
    expect(tally(codes(answers))).toEqual({ 'sign-in.wrong-code': 20, 'sign-in.attempts-exhausted': 10 });
    for (const refused of answers.filter((answer) => answer.statusCode === 429))
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address that asked for the code signs in with it.
    expect((await guessFrom(owner, phone, code)).statusCode).toBe(200);
  });

  it('strangers asking codes for a number from five addresses do not lock its owner out (issue 35)', async () => {
    const phone = numberRange()(1);
    for (let stranger = 1; stranger <= 5; stranger++) {
      at((stranger - 1) * 91);
      expect((await requestCode(t, phone, { remoteAddress: `198.51.100.${stranger}` })).statusCode).toBe(202);
    }
    at(5 * 91);
    expect((await requestCode(t, phone, { remoteAddress: '192.0.2.20' })).statusCode).toBe(202);
    expect((await guessFrom('192.0.2.20', phone, sms.lastCode(phone))).statusCode).toBe(200);
  });

  it('says when to try again on every 429 of sign-in', async () => {
    const phone = numberRange()(1);
    expect((await requestCode(t, phone)).statusCode).toBe(202);
    const tooSoon = await requestCode(t, phone);
    expect([tooSoon.statusCode, tooSoon.headers['retry-after']]).toEqual([429, '90']);
    const code = sms.lastCode(phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 5; guess++) await signIn(t, phone, wrong);
    const exhausted = await signIn(t, phone, code);
    expect([exhausted.statusCode, exhausted.headers['retry-after']]).toEqual([429, '3600']);
    at(91);
    const locked = await requestCode(t, phone);
    expect([locked.statusCode, locked.headers['retry-after']]).toEqual([429, '3600']);
  });

  it('answers a burst of 200 code requests from 200 addresses without a 5xx, reads going on (issue 35)', async () => {
    // 200 numbers in 200 ranges: within every limit, each should get its code.
    const phone = (index: number) => `+795${String(index).padStart(3, '0')}00111`;
    const burst = Array.from({ length: 200 }, (_, index) =>
      requestCode(t, phone(index), { remoteAddress: `10.35.${Math.floor(index / 100)}.${index % 100}` }),
    );
    const read = t.app.inject({ method: 'GET', url: '/1/p/cities?whiteLabel=test-chain' });
    const answers = await Promise.all(burst);
    expect(tally(answers.map((answer) => String(answer.statusCode)))).toEqual({ '202': 200 });
    expect((await read).statusCode).toBe(200);
  });
});

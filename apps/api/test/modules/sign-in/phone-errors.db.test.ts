// Every SMS error of spec §8 and the limits of §9, with a recording SMS sender and a pinned clock:
// resend once per 90 s, 5 tries per code, an hour's wait once they are used, codes valid 5 minutes
// and usable once, sending failures.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsNotSentError } from '../../../src/adapters/sms/sms-sender';
import { uniqueTestPhone } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { addTenant, errorOf, recordingSender, requestCode, signIn } from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;
const at = (seconds: number) => (clock = new Date(NOW.getTime() + seconds * 1000));
const sms = recordingSender();

describe('phone sign-in errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock, signIn: { sms } });
    await addTenant(t);
  });
  afterAll(() => t.close());
  let phone: string;
  beforeEach(() => {
    clock = NOW;
    sms.failing = null;
    phone = uniqueTestPhone();
  });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a six-digit code and answers when another may be asked for', async () => {
    const response = await requestCode(t, phone);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ resendAfterSeconds: 90 });
    expect(sms.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it('takes an empty captchaToken as absent while the captcha is off (spec §7 always sends the field)', async () => {
    expect((await requestCode(t, phone, { captchaToken: '' })).statusCode).toBe(202);
    expect((await signIn(t, phone, sms.lastCode(phone), { captchaToken: '' })).statusCode).toBe(200);
  });

  it('answers 429 sign-in.code-already-sent within 90 s, and sends again from 90 s on', async () => {
    await requestCode(t, phone);
    at(89);
    const again = await requestCode(t, phone);
    expect(again.statusCode).toBe(429);
    expect(errorOf(again)).toEqual({
      code: 'sign-in.code-already-sent',
      message: 'The code has already been sent. A new code can be requested once every 90 seconds',
    });
    at(90);
    expect((await requestCode(t, phone)).statusCode).toBe(202);
  });

  it('answers 400 sign-in.wrong-code for a wrong code, and the right one still works', async () => {
    await requestCode(t, phone);
    const code = sms.lastCode(phone);
    const response = await signIn(t, phone, wrong(code));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)?.code).toBe('sign-in.wrong-code');
    expect((await signIn(t, phone, code)).statusCode).toBe(200);
  });

  it('after 5 wrong tries answers 429 sign-in.attempts-exhausted for an hour, even to the right code', async () => {
    await requestCode(t, phone);
    const code = sms.lastCode(phone);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(errorOf(await signIn(t, phone, wrong(code)))?.code).toBe('sign-in.wrong-code');
    }
    const right = await signIn(t, phone, code);
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)?.code).toBe('sign-in.attempts-exhausted');
    at(3599);
    expect(errorOf(await requestCode(t, phone))?.code).toBe('sign-in.attempts-exhausted');
    at(3600);
    expect((await requestCode(t, phone)).statusCode).toBe(202);
    expect((await signIn(t, phone, sms.lastCode(phone))).statusCode).toBe(200);
  });

  it('answers 404 sign-in.code-not-found when no code was sent to the number', async () => {
    const response = await signIn(t, phone, '123456');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)?.code).toBe('sign-in.code-not-found');
  });

  it('answers 404 sign-in.code-not-found for a code older than 5 minutes', async () => {
    await requestCode(t, phone);
    at(299);
    const code = sms.lastCode(phone);
    expect(errorOf(await signIn(t, phone, wrong(code)))?.code).toBe('sign-in.wrong-code');
    at(300);
    expect(errorOf(await signIn(t, phone, code))?.code).toBe('sign-in.code-not-found');
  });

  it('uses a code once', async () => {
    await requestCode(t, phone);
    const code = sms.lastCode(phone);
    expect((await signIn(t, phone, code)).statusCode).toBe(200);
    expect(errorOf(await signIn(t, phone, code))?.code).toBe('sign-in.code-not-found');
  });

  it('a newer code replaces the older one', async () => {
    await requestCode(t, phone);
    const older = sms.lastCode(phone);
    at(90);
    await requestCode(t, phone);
    const newer = sms.lastCode(phone);
    if (older !== newer) expect(errorOf(await signIn(t, phone, older))?.code).toBe('sign-in.wrong-code');
    expect((await signIn(t, phone, newer)).statusCode).toBe(200);
  });

  it('answers 502 sign-in.sending-failed when the gateway refuses, and lets the number ask again at once', async () => {
    sms.failing = new SmsNotSentError('gateway down');
    const response = await requestCode(t, phone);
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toEqual({
      code: 'sign-in.sending-failed',
      message: 'Could not send the SMS. Please try again later',
    });
    expect(errorOf(await signIn(t, phone, '000000'))?.code).toBe('sign-in.code-not-found');
    sms.failing = null;
    expect((await requestCode(t, phone)).statusCode).toBe(202);
  });

  it('answers 500 without details when the sender fails in an unexpected way', async () => {
    sms.failing = new TypeError('bug');
    const response = await requestCode(t, phone);
    expect(response.statusCode).toBe(500);
    expect(errorOf(response)?.message).toBe('Internal server error');
  });

  it.each([
    // The document's form (+ and 7 to 15 digits), but a digit short of a Russian mobile number.
    ['a number no one can have', { phone: '+7999123456' }, 422, 'sign-in.phone-invalid'],
    ['a number with letters', { phone: 'abc' }, 400, 'common.bad-request'],
    ['another mode', { mode: 'APP' }, 400, 'common.bad-request'],
    ['an unknown white label', { whiteLabel: 'nobody' }, 404, 'common.not-found'],
  ])('refuses %s', async (_case, extra, status, code) => {
    const response = await requestCode(t, phone, extra);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)?.code).toBe(code);
  });

  it('refuses a code that is not six digits without using a try', async () => {
    await requestCode(t, phone);
    const response = await signIn(t, phone, '12345');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)?.code).toBe('common.bad-request');
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(t, phone, wrong(sms.lastCode(phone)));
    expect((await signIn(t, phone, sms.lastCode(phone))).statusCode).toBe(200);
  });
});

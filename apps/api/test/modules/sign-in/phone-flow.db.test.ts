// The whole phone flow over HTTP, as the storefront runs it, against the development inbox:
// request a code, read it from GET /dev/sms-inbox, sign in, fetch the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personSchema, tokenSetSchema } from '@nori/contract';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { addTenant, requestCode, signIn } from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;

describe('phone sign-in against the development inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    await addTenant(t);
  });
  afterAll(() => t.close());

  const inboxCode = async (phone: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as { messages: { phone: string; text: string }[] };
    const text = messages.find((message) => message.phone === phone)?.text ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1];
  };

  it('sends a code, exchanges it for tokens and shows the profile', async () => {
    const requested = await requestCode(t, '+79991234567');
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ resendAfterSeconds: 90 });

    const code = await inboxCode('+79991234567');
    expect(code).toMatch(/^\d{6}$/);

    const signedIn = await signIn(t, '+79991234567', code!);
    expect(signedIn.statusCode).toBe(200);
    const tokens = tokenSetSchema.parse(signedIn.json());
    expect(tokens).toMatchObject({ source: 'PHONE', vkAccessToken: null });
    expect(tokens.accessTokenExpiresAt).toBe('2026-03-02T09:15:00.000Z');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    const profile = personSchema.parse(me.json());
    expect(profile).toMatchObject({ phone: '+79991234567', email: null, firstName: null, deliveries: [] });
    expect(profile.accountIds).toHaveLength(1);
  });

  it('signs the same number in as the same person next time', async () => {
    clock = new Date(NOW.getTime() + 91_000);
    const first = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' });
    expect((first.json() as { messages: unknown[] }).messages).toHaveLength(1);
    expect((await requestCode(t, '+79991234567')).statusCode).toBe(202);
    const tokens = tokenSetSchema.parse(
      (await signIn(t, '+79991234567', (await inboxCode('+79991234567'))!)).json(),
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(me.json()).toMatchObject({ phone: '+79991234567' });
    expect((me.json() as { accountIds: number[] }).accountIds).toHaveLength(1);
  });

  it('keeps the inbox to callers on this machine', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(404);
  });

  it('has no inbox in production', async () => {
    const production = await createTestApp({
      config: { logLevel: 'silent', corsOrigins: [], nodeEnv: 'production' },
    });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/sms-inbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
  it("writes the SMS in the storefront's language, Russian when it names none", async () => {
    const texts = async (phone: string) => {
      const response = await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' });
      const { messages } = response.json() as { messages: { phone: string; text: string }[] };
      return messages
        .filter((message) => message.phone === phone)
        .map(({ text }) => text.replace(/\d{6}/, 'NNNNNN'));
    };
    const inLanguage = (phone: string, language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/sign/in/phone/code',
        payload: { apiKey: 'web-key', captchaToken: null, mode: 'WEB', phone, whiteLabel: 'test-chain' },
        headers: language ? { 'accept-language': language } : {},
      });
    expect((await inLanguage('+79991230001', 'en')).statusCode).toBe(202);
    expect((await inLanguage('+79991230002', 'cnr')).statusCode).toBe(202);
    expect((await inLanguage('+79991230003')).statusCode).toBe(202);
    expect(await texts('+79991230001')).toEqual(['Your sign-in code: NNNNNN']);
    expect(await texts('+79991230002')).toEqual(['Kôd za prijavu: NNNNNN']);
    expect(await texts('+79991230003')).toEqual(['Код для входа: NNNNNN']);
  });
});

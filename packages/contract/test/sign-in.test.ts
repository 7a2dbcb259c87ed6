import { describe, expect, it } from 'vitest';
import {
  getMe,
  phoneCodeRequestSchema,
  phoneSignInSchema,
  refreshTokens,
  requestPhoneCode,
  signInWithApple,
  tokenSetSchema,
  vkIdSignInSchema,
} from '../src';
import { tokenSetExample } from './fixtures';

const codeRequest = { apiKey: 'web-key', mode: 'WEB', phone: '+79991234567', whiteLabel: 'nori' };

describe('requesting an SMS code', () => {
  it("accepts the spec's payload, with or without a captcha token", () => {
    expect(phoneCodeRequestSchema.safeParse(codeRequest).success).toBe(true);
    expect(phoneCodeRequestSchema.safeParse({ ...codeRequest, captchaToken: null }).success).toBe(true);
    expect(
      phoneCodeRequestSchema.safeParse({ ...codeRequest, captchaToken: 'turnstile-token' }).success,
    ).toBe(true);
  });

  it("only takes the 'WEB' mode and an international phone number", () => {
    expect(phoneCodeRequestSchema.safeParse({ ...codeRequest, mode: 'APP' }).success).toBe(false);
    expect(phoneCodeRequestSchema.safeParse({ ...codeRequest, phone: '89991234567' }).success).toBe(false);
  });

  it('answers 202 with the seconds until a resend', () => {
    expect(requestPhoneCode.responses[202].parse({ resendAfterSeconds: 90 })).toEqual({
      resendAfterSeconds: 90,
    });
  });
});

describe('signing in with the code', () => {
  it('takes exactly the six digits the server sends, and an empty captcha token', () => {
    const signIn = { apiKey: 'web-key', captchaToken: '', code: '123456', phone: '+79991234567' };
    expect(phoneSignInSchema.safeParse(signIn).success).toBe(true);
    for (const code of ['12a456', '12345', '1234567'])
      expect(phoneSignInSchema.safeParse({ ...signIn, code }).success).toBe(false);
  });
});

describe('token sets', () => {
  it('accept the four sources and reject others', () => {
    for (const source of ['PHONE', 'APPLE', 'GOOGLE', 'VK']) {
      expect(tokenSetSchema.safeParse({ ...tokenSetExample, source }).success).toBe(true);
    }
    expect(tokenSetSchema.safeParse({ ...tokenSetExample, source: 'FACEBOOK' }).success).toBe(false);
  });

  it('carry ISO expiry instants', () => {
    expect(tokenSetSchema.safeParse({ ...tokenSetExample, accessTokenExpiresAt: 1714557600 }).success).toBe(
      false,
    );
  });

  it('refresh answers the three tokens, vkAccessToken possibly null', () => {
    const refreshed = { accessToken: 'a', refreshToken: 'r', vkAccessToken: null };
    expect(refreshTokens.responses[200].parse(refreshed)).toEqual(refreshed);
    expect(refreshTokens.auth).toBe('refresh');
  });
});

describe('Apple and Google', () => {
  it('need the ID token in the x-id-token header', () => {
    expect(signInWithApple.headers.safeParse({ 'x-id-token': 'eyJ...' }).success).toBe(true);
    expect(signInWithApple.headers.safeParse({}).success).toBe(false);
  });
});

describe('VK ID', () => {
  const vk = {
    apiKey: 'web-key',
    code: 'vk-code',
    codeVerifier: 'v'.repeat(43),
    deviceId: 'device',
    redirectUri: 'https://shop.example.com/auth',
    state: 's'.repeat(64),
  };

  it('takes a PKCE verifier of 43 to 128 characters and a 64-character state (spec §4, §9)', () => {
    expect(vkIdSignInSchema.safeParse(vk).success).toBe(true);
    expect(vkIdSignInSchema.safeParse({ ...vk, codeVerifier: 'v'.repeat(128) }).success).toBe(true);
    expect(vkIdSignInSchema.safeParse({ ...vk, codeVerifier: 'v'.repeat(42) }).success).toBe(false);
    expect(vkIdSignInSchema.safeParse({ ...vk, codeVerifier: 'v'.repeat(129) }).success).toBe(false);
    expect(vkIdSignInSchema.safeParse({ ...vk, state: 's'.repeat(63) }).success).toBe(false);
  });
});

describe('the profile', () => {
  it('accepts the spec fields with nulls where a person has not said', () => {
    const person = {
      accountIds: [1],
      avatar: null,
      deliveries: [{ email: 'a@example.com', personName: 'Анна', phone: '+79991234567' }],
      email: null,
      firstName: 'Анна',
      id: 5,
      lastName: null,
      patronymic: null,
      phone: '+79991234567',
    };
    expect(getMe.responses[200].parse(person).deliveries[0]?.personName).toBe('Анна');
    expect(getMe.auth).toBe('access');
  });
});

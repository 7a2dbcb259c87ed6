// The sign-in variables of the configuration: defaults that run with no setup, every provider
// switched on by its client id, and the messages that say what to fix.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('sign-in configuration', () => {
  it('defaults to generated secrets, the development inbox, no captcha and no social providers', () => {
    expect(loadConfig({}).signIn).toEqual({
      issuer: 'nori-api',
      audience: 'nori-storefront',
      signingKeyPem: undefined,
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2_592_000,
      codeSecret: undefined,
      apiKeys: undefined,
      smsDailyLimit: 2000,
      smsClientHourlyLimit: 20,
      smsCaptchaAfter: 30,
      smsReservedPercent: 30,
      sms: { gateway: 'inbox' },
      captcha: undefined,
      apple: undefined,
      google: undefined,
      vkId: undefined,
    });
  });

  it('switches on what is configured', () => {
    const { signIn } = loadConfig({
      SIGN_IN_API_KEYS: 'web-key, app-key',
      SMS_GATEWAY: 'sms.ru',
      SMSRU_API_ID: 'ABCD-1234',
      SMARTCAPTCHA_SECRET: 'ysc2_secret',
      APPLE_CLIENT_ID: 'com.nori.web',
      GOOGLE_CLIENT_ID: '1234-web.apps.googleusercontent.com',
      VK_ID_CLIENT_ID: '51234567',
    });
    expect(signIn).toMatchObject({
      apiKeys: ['web-key', 'app-key'],
      sms: { gateway: 'sms.ru', apiId: 'ABCD-1234', url: 'https://sms.ru', from: undefined },
      captcha: {
        provider: 'smartcaptcha',
        secret: 'ysc2_secret',
        url: 'https://smartcaptcha.yandexcloud.net',
      },
      apple: {
        clientId: 'com.nori.web',
        jwksUrl: 'https://appleid.apple.com/auth/keys',
        issuers: ['https://appleid.apple.com'],
      },
      google: {
        clientId: '1234-web.apps.googleusercontent.com',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        issuers: ['https://accounts.google.com', 'accounts.google.com'],
      },
      vkId: { clientId: '51234567', url: 'https://id.vk.com' },
    });
  });

  it('says what to fix', () => {
    expect(problemsOf({ SMS_GATEWAY: 'sms.ru' })).toEqual([
      'SMSRU_API_ID: SMS_GATEWAY=sms.ru needs the api_id from the SMS.ru account',
    ]);
    const problems = problemsOf({
      TOKEN_SIGNING_KEY: 'secret',
      SIGN_IN_CODE_SECRET: 'short',
      ACCESS_TOKEN_TTL: 'soon',
      SMS_GATEWAY: 'twilio',
      GOOGLE_JWKS_URL: 'ftp://keys',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^TOKEN_SIGNING_KEY: .*PKCS#8 PEM of a P-256 key/),
      'ACCESS_TOKEN_TTL: ACCESS_TOKEN_TTL must be a number of seconds',
      'SIGN_IN_CODE_SECRET: SIGN_IN_CODE_SECRET must be at least 32 characters (openssl rand -hex 32)',
      'SMS_GATEWAY: SMS_GATEWAY must be inbox or sms.ru',
      'GOOGLE_JWKS_URL: GOOGLE_JWKS_URL must be an http(s) URL',
    ]);
  });

  it('reads the SMS limits, which browser tests from one address raise', () => {
    const { signIn } = loadConfig({ SMS_DAILY_LIMIT: '50', SMS_CLIENT_HOURLY_LIMIT: '500' });
    expect(signIn).toMatchObject({ smsDailyLimit: 50, smsClientHourlyLimit: 500 });
    expect(problemsOf({ SMS_CLIENT_HOURLY_LIMIT: '0' })).toEqual([
      'SMS_CLIENT_HOURLY_LIMIT: SMS_CLIENT_HOURLY_LIMIT must be positive',
    ]);
  });

  it('skips VK ID sign-in with a warning when its client id is not numeric (spec §4), and starts', () => {
    const config = loadConfig({ VK_ID_CLIENT_ID: 'vk-app' });
    expect(config.signIn.vkId).toBeUndefined();
    expect(config.warnings).toEqual(['VK_ID_CLIENT_ID is not the numeric app id: VK ID sign-in is off']);
    expect(loadConfig({ VK_ID_CLIENT_ID: '51234567' }).warnings).toEqual([]);
  });
});

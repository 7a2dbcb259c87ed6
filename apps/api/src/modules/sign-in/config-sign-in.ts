// The sign-in part of the configuration (see config.ts): token signing, the SMS code secret, the
// SMS gateway, bot protection and the social providers. Everything is optional: unset, the API
// signs with keys it generates in DATA_DIR, sends codes to the development inbox and hides the
// social providers.
import { z } from 'zod';
import type { IdTokenProviderConfig } from '../../adapters/identity/id-token';

const optionalText = z.string().min(1).optional();
const seconds = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .positive(`${name} must be positive`)
    .default(fallback);
const url = (name: string, fallback: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).default(fallback);
/** Comma-separated accepted `iss` values. */
const issuers = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((issuer) => issuer.trim())
        .filter(Boolean),
    );

export const signInEnvShape = {
  TOKEN_ISSUER: z.string().min(1).default('nori-api'),
  TOKEN_AUDIENCE: z.string().min(1).default('nori-storefront'),
  TOKEN_SIGNING_KEY: z
    .string()
    .regex(/-----BEGIN PRIVATE KEY-----/, {
      error:
        'TOKEN_SIGNING_KEY must be a PKCS#8 PEM of a P-256 key (openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256)',
    })
    .optional(),
  ACCESS_TOKEN_TTL: seconds('ACCESS_TOKEN_TTL', 900),
  REFRESH_TOKEN_TTL: seconds('REFRESH_TOKEN_TTL', 30 * 24 * 3600),
  SIGN_IN_CODE_SECRET: z
    .string()
    .min(32, 'SIGN_IN_CODE_SECRET must be at least 32 characters (openssl rand -hex 32)')
    .optional(),
  SIGN_IN_API_KEYS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  SMS_DAILY_LIMIT: z.coerce
    .number({ error: 'SMS_DAILY_LIMIT must be a number of messages' })
    .int()
    .positive('SMS_DAILY_LIMIT must be positive')
    .default(2000),
  // Codes per client address per hour. Raise it where many customers share one address (an office
  // behind NAT) or for browser tests, which all come from 127.0.0.1.
  SMS_CLIENT_HOURLY_LIMIT: z.coerce
    .number({ error: 'SMS_CLIENT_HOURLY_LIMIT must be a number of messages' })
    .int()
    .positive('SMS_CLIENT_HOURLY_LIMIT must be positive')
    .default(20),
  // Issue 20: with a captcha configured, it is asked for once a tenant's code requests pass this
  // many in 10 minutes (or a client address's pass 3 in an hour); 0 asks for it always.
  SMS_CAPTCHA_AFTER: z.coerce
    .number({ error: 'SMS_CAPTCHA_AFTER must be a number of code requests' })
    .int()
    .nonnegative('SMS_CAPTCHA_AFTER must not be negative')
    .default(30),
  // The share of SMS_DAILY_LIMIT kept for numbers that signed in before (new numbers get the rest).
  SMS_RESERVED_PERCENT: z.coerce
    .number({ error: 'SMS_RESERVED_PERCENT must be a percentage' })
    .int()
    .min(0, 'SMS_RESERVED_PERCENT must be between 0 and 100')
    .max(100, 'SMS_RESERVED_PERCENT must be between 0 and 100')
    .default(30),
  SMS_GATEWAY: z.enum(['inbox', 'sms.ru'], { error: 'SMS_GATEWAY must be inbox or sms.ru' }).default('inbox'),
  SMSRU_API_ID: optionalText,
  SMSRU_URL: url('SMSRU_URL', 'https://sms.ru'),
  SMSRU_FROM: optionalText,
  SMARTCAPTCHA_SECRET: optionalText,
  SMARTCAPTCHA_URL: url('SMARTCAPTCHA_URL', 'https://smartcaptcha.yandexcloud.net'),
  APPLE_CLIENT_ID: optionalText,
  APPLE_JWKS_URL: url('APPLE_JWKS_URL', 'https://appleid.apple.com/auth/keys'),
  APPLE_ISSUER: issuers('https://appleid.apple.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_JWKS_URL: url('GOOGLE_JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
  // Google signs with either spelling of its issuer.
  GOOGLE_ISSUER: issuers('https://accounts.google.com,accounts.google.com'),
  // Not checked here: spec §4 skips VK sign-in when the id is not numeric (signInWarnings says so).
  VK_ID_CLIENT_ID: optionalText,
  VK_ID_URL: url('VK_ID_URL', 'https://id.vk.com'),
};

type SignInEnv = z.output<z.ZodObject<typeof signInEnvShape>>;

export interface SignInConfig {
  issuer: string;
  audience: string;
  /** PKCS#8 PEM; unset: a key generated once and kept in DATA_DIR. */
  signingKeyPem: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Keys SMS code hashes; unset: a secret generated once and kept in DATA_DIR. */
  codeSecret: string | undefined;
  /** The storefronts' apiKey values that may sign in; unset: any. */
  apiKeys: string[] | undefined;
  /** SMS codes per tenant per day, against abuse that rotates phones and addresses. */
  smsDailyLimit: number;
  /** SMS codes per client address per hour. */
  smsClientHourlyLimit: number;
  /** A tenant's code requests per 10 minutes before the captcha is asked for; 0: always. */
  smsCaptchaAfter: number;
  /** Percent of smsDailyLimit kept for numbers that signed in before. */
  smsReservedPercent: number;
  sms: { gateway: 'inbox' } | { gateway: 'sms.ru'; apiId: string; url: string; from: string | undefined };
  /** Bot protection for code requests; unset: off. */
  captcha: { provider: 'smartcaptcha'; secret: string; url: string } | undefined;
  apple: IdTokenProviderConfig | undefined;
  google: IdTokenProviderConfig | undefined;
  vkId: { clientId: string; url: string } | undefined;
}

/** Problems no single field shows: a gateway chosen without its credentials. */
export function signInProblems(env: SignInEnv): string[] {
  return env.SMS_GATEWAY === 'sms.ru' && !env.SMSRU_API_ID
    ? ['SMSRU_API_ID: SMS_GATEWAY=sms.ru needs the api_id from the SMS.ru account']
    : [];
}

/** Settings that turn a feature off instead of stopping the server. */
export function signInWarnings(env: SignInEnv): string[] {
  return env.VK_ID_CLIENT_ID && !isVkClientId(env.VK_ID_CLIENT_ID)
    ? ['VK_ID_CLIENT_ID is not the numeric app id: VK ID sign-in is off']
    : [];
}

const isVkClientId = (value: string) => /^\d+$/.test(value);

export function toSignInConfig(env: SignInEnv): SignInConfig {
  const idTokenProvider = (clientId: string | undefined, jwksUrl: string, issuers: string[]) =>
    clientId ? { clientId, jwksUrl, issuers } : undefined;
  return {
    issuer: env.TOKEN_ISSUER,
    audience: env.TOKEN_AUDIENCE,
    signingKeyPem: env.TOKEN_SIGNING_KEY,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
    codeSecret: env.SIGN_IN_CODE_SECRET,
    apiKeys: env.SIGN_IN_API_KEYS?.length ? env.SIGN_IN_API_KEYS : undefined,
    smsDailyLimit: env.SMS_DAILY_LIMIT,
    smsClientHourlyLimit: env.SMS_CLIENT_HOURLY_LIMIT,
    smsCaptchaAfter: env.SMS_CAPTCHA_AFTER,
    smsReservedPercent: env.SMS_RESERVED_PERCENT,
    sms:
      env.SMS_GATEWAY === 'sms.ru' && env.SMSRU_API_ID
        ? { gateway: 'sms.ru', apiId: env.SMSRU_API_ID, url: env.SMSRU_URL, from: env.SMSRU_FROM }
        : { gateway: 'inbox' },
    captcha: env.SMARTCAPTCHA_SECRET
      ? { provider: 'smartcaptcha', secret: env.SMARTCAPTCHA_SECRET, url: env.SMARTCAPTCHA_URL }
      : undefined,
    apple: idTokenProvider(env.APPLE_CLIENT_ID, env.APPLE_JWKS_URL, env.APPLE_ISSUER),
    google: idTokenProvider(env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_URL, env.GOOGLE_ISSUER),
    vkId:
      env.VK_ID_CLIENT_ID && isVkClientId(env.VK_ID_CLIENT_ID)
        ? { clientId: env.VK_ID_CLIENT_ID, url: env.VK_ID_URL }
        : undefined,
  };
}

/** The defaults, for apps built without a full configuration (tests). */
export const defaultSignInConfig = (): SignInConfig => toSignInConfig(z.object(signInEnvShape).parse({}));

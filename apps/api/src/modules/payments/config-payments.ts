// The payment and order-delivery part of the configuration (see config.ts). Unset, restaurants
// whose payEngine is SANDBOX pay through the built-in test engine (not in production, unless
// PAYMENT_SANDBOX=on) and return URLs are relative (the storefront and the API share an origin,
// as `npm start` runs them).
import { z } from 'zod';

const optionalText = z.string().min(1).optional();

export const paymentEnvShape = {
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be the storefront origin, e.g. https://shop.example',
    })
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  YOOKASSA_URL: z
    .url({ protocol: /^https?$/, error: 'YOOKASSA_URL must be an http(s) URL' })
    .default('https://api.yookassa.ru'),
  // The built-in test engine, where customers approve their own payments: on unless in production.
  PAYMENT_SANDBOX: z.enum(['on', 'off'], { error: 'PAYMENT_SANDBOX must be on or off' }).optional(),
  DEMO_RESTO_API_KEY: z
    .string()
    .min(24, 'DEMO_RESTO_API_KEY must be at least 24 characters (openssl rand -hex 16)')
    .optional(),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

export interface PaymentConfig {
  /** The storefront's origin, for payment return URLs; '' means the API's own origin. */
  publicUrl: string;
  yookassa: { shopId: string; secretKey: string; url: string } | undefined;
  /** The restaurant API key every restaurant of the demo chain gets when the demo is seeded. */
  demoRestoApiKey: string | undefined;
  /** The built-in sandbox engine runs (PAYMENT_SANDBOX; by default everywhere but production). */
  sandbox: boolean;
}

/** Problems no single field shows: half a YooKassa account, or YooKassa without an origin to return to. */
export function paymentProblems(env: PaymentEnv): string[] {
  const problems: string[] = [];
  if (Boolean(env.YOOKASSA_SHOP_ID) !== Boolean(env.YOOKASSA_SECRET_KEY))
    problems.push(
      'YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY: set both (the shop id and its secret key) or neither',
    );
  if (env.YOOKASSA_SHOP_ID && !env.PUBLIC_URL)
    problems.push('PUBLIC_URL: YooKassa sends customers back to an absolute URL; set the storefront origin');
  return problems;
}

/** Settings that are allowed but dangerous: the sandbox in production. */
export function paymentWarnings(env: PaymentEnv, nodeEnv: string): string[] {
  return nodeEnv === 'production' && env.PAYMENT_SANDBOX === 'on'
    ? [
        'PAYMENT_SANDBOX=on in production: restaurants with payEngine SANDBOX take "card payments" that ' +
          'customers approve themselves on a test page, and no money moves. Use it for a demo only.',
      ]
    : [];
}

export function toPaymentConfig(env: PaymentEnv, nodeEnv: string): PaymentConfig {
  return {
    publicUrl: env.PUBLIC_URL ?? '',
    yookassa:
      env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? { shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY, url: env.YOOKASSA_URL }
        : undefined,
    demoRestoApiKey: env.DEMO_RESTO_API_KEY,
    sandbox: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === 'on' : nodeEnv !== 'production',
  };
}

export const defaultPaymentConfig = (): PaymentConfig => ({
  publicUrl: '',
  yookassa: undefined,
  demoRestoApiKey: undefined,
  sandbox: true,
});

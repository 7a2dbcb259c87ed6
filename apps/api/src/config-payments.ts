// The payment and order-delivery part of the configuration (see config.ts). Unset, every
// restaurant pays through the built-in sandbox engine and return URLs are relative (the
// storefront and the API share an origin, as `npm start` runs them).
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

export function toPaymentConfig(env: PaymentEnv): PaymentConfig {
  return {
    publicUrl: env.PUBLIC_URL ?? '',
    yookassa:
      env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? { shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY, url: env.YOOKASSA_URL }
        : undefined,
    demoRestoApiKey: env.DEMO_RESTO_API_KEY,
  };
}

export const defaultPaymentConfig = (): PaymentConfig => ({
  publicUrl: '',
  yookassa: undefined,
  demoRestoApiKey: undefined,
});

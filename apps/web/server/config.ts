// The storefront server's configuration (spec §1), read from the environment once at start and
// validated; a bad value stops start-up with a message naming the variable and what to set.
// Only `public` reaches the browser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustProxySchema } from '@nori/api';
import type { PublicConfig } from '../app/config/public-config';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const optionalText = (hint: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .default(null)
    .describe(hint);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a TCP port number, e.g. PORT=3000' })
    .int('PORT must be a whole number, e.g. PORT=3000')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must be an interface address, e.g. HOST=0.0.0.0').default('0.0.0.0'),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  API_BASE_URL: z
    .url({ error: 'API_BASE_URL must be an absolute URL, e.g. API_BASE_URL=https://api.example.com' })
    .optional(),
  WHITE_LABEL: z
    .string()
    .regex(
      /^[a-z0-9-]{2,40}$/,
      'WHITE_LABEL must be a tenant code of 2–40 lowercase letters, digits or dashes',
    )
    .default('demo'),
  TENANT_CONFIG: z.string().min(1).optional(),
  DEFAULT_LOCALE: z
    .enum(['ru', 'en', 'cnr'], { error: 'DEFAULT_LOCALE must be one of ru, en, cnr' })
    .default('ru'),
  APP_VERSION: z.string().min(1).optional(),
  MAPS_API_KEY: optionalText('Public key of the maps service'),
  MAPS_SCRIPT_URL: z
    .url({ error: 'MAPS_SCRIPT_URL must be an absolute URL, e.g. https://maps.googleapis.com/maps/api/js' })
    .default('https://maps.googleapis.com/maps/api/js'),
  MAPS_MAP_ID: z.string().trim().min(1).default('DEMO_MAP_ID'),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/, {
      error:
        'MAP_TILE_URL must be a tile address with {z}, {x} and {y}, e.g. https://tile.example.com/{z}/{x}/{y}.png',
    })
    .optional(),
  CAPTCHA_SITE_KEY: optionalText('Site key of the bot-protection service'),
  APPLE_CLIENT_ID: optionalText('Sign in with Apple client id'),
  GOOGLE_CLIENT_ID: optionalText('Google sign-in client id'),
  // The same names as the API's (apps/api config-sign-in.ts): one setting serves both.
  VK_ID_CLIENT_ID: optionalText('VK ID application id (digits)'),
  VK_ID_URL: z
    .url({ protocol: /^https?$/, error: 'VK_ID_URL must be an http(s) URL, e.g. https://id.vk.com' })
    .default('https://id.vk.com'),
  SIGN_IN_API_KEY: z
    .string()
    .trim()
    .min(1)
    .max(200, 'SIGN_IN_API_KEY must be at most 200 characters')
    .default('nori-web')
    .describe('Names this storefront to the API; one of the API’s SIGN_IN_API_KEYS'),
  ANALYTICS_COUNTER_ID: optionalText('Analytics counter id; page hits are off without it'),
  // The API's name and meaning: behind nginx, the page's origin comes from X-Forwarded-Proto.
  TRUST_PROXY: trustProxySchema,
  // The API's name and meaning: the storefront's own origin, as customers reach it.
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be the storefront origin, e.g. PUBLIC_URL=https://shop.example',
    })
    .optional(),
  ANALYTICS_ENDPOINT: z
    .url({ error: 'ANALYTICS_ENDPOINT must be an absolute URL, e.g. https://mc.yandex.ru/watch' })
    .default('https://mc.yandex.ru/watch'),
});

/** Every variable the storefront reads (deploy/.env.example lists them all; a test keeps it so). */
export const STOREFRONT_ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  logLevel: string;
  /** Load balancers whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /** null: the API is mounted in this process and answers on the same origin. */
  externalApiBaseUrl: string | null;
  tenantFile: string;
  /** PUBLIC_URL's origin: canonical links, the sitemap and robots.txt; null (development): the request's. */
  siteOrigin: string | null;
  public: PublicConfig;
  warnings: string[];
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const packageVersion = (): string =>
  (JSON.parse(readFileSync(path.join(webRoot, 'package.json'), 'utf8')) as { version: string }).version;

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  // An empty variable counts as unset, as in the API's configuration.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The storefront cannot start; fix these settings:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  // Absolute links built from the Host header would let any request name the site (issue 35).
  if (value.NODE_ENV === 'production' && value.PUBLIC_URL === undefined)
    throw new ConfigError(
      'The storefront cannot start; fix these settings:\n  PUBLIC_URL: set the storefront origin in production, e.g. PUBLIC_URL=https://shop.example (canonical links and the sitemap are built from it)',
    );
  const warnings: string[] = [];
  // Spec §4: VK sign-in is skipped when its client id is missing or not numeric.
  let vkClientId = value.VK_ID_CLIENT_ID;
  if (vkClientId !== null && !/^\d+$/.test(vkClientId)) {
    warnings.push(`VK_ID_CLIENT_ID '${vkClientId}' is not numeric; VK sign-in is switched off.`);
    vkClientId = null;
  }
  if (present['VK_CLIENT_ID'] !== undefined && value.VK_ID_CLIENT_ID === null)
    warnings.push('VK_CLIENT_ID is not read any more; set VK_ID_CLIENT_ID (the API reads the same name).');
  return {
    port: value.PORT,
    host: value.HOST,
    production: value.NODE_ENV === 'production',
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY ?? [],
    externalApiBaseUrl: value.API_BASE_URL ?? null,
    tenantFile: value.TENANT_CONFIG
      ? path.resolve(value.TENANT_CONFIG)
      : path.join(webRoot, 'tenants', `${value.WHITE_LABEL}.json`),
    siteOrigin: value.PUBLIC_URL === undefined ? null : new URL(value.PUBLIC_URL).origin,
    warnings,
    public: {
      apiBaseUrl: value.API_BASE_URL?.replace(/\/+$/, '') ?? '',
      whiteLabel: value.WHITE_LABEL,
      defaultLocale: value.DEFAULT_LOCALE,
      appVersion: value.APP_VERSION ?? packageVersion(),
      mapsApiKey: value.MAPS_API_KEY,
      mapsScriptUrl: value.MAPS_SCRIPT_URL,
      mapsMapId: value.MAPS_MAP_ID,
      mapTileUrl: value.MAP_TILE_URL ?? null,
      captchaSiteKey: value.CAPTCHA_SITE_KEY,
      appleClientId: value.APPLE_CLIENT_ID,
      googleClientId: value.GOOGLE_CLIENT_ID,
      vkClientId,
      vkIdUrl: value.VK_ID_URL.replace(/\/+$/, ''),
      signInApiKey: value.SIGN_IN_API_KEY,
      analyticsCounterId: value.ANALYTICS_COUNTER_ID,
      analyticsEndpoint: value.ANALYTICS_ENDPOINT,
    },
  };
};

export const WEB_ROOT = webRoot;

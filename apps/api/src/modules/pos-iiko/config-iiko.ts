// The iiko Cloud part of the configuration (see config.ts). The chain's iiko secrets live only
// here, in the environment: the API login (or a registered application's id and secret with it)
// and the token iiko sends back on every webhook call. Unset, no restaurant talks to iiko.
import { z } from 'zod';
import type { IikoCredentials } from '../../adapters/iiko/iiko-client';

const optionalText = z.string().min(1).optional();

export const iikoEnvShape = {
  IIKO_URL: z
    .url({ protocol: /^https?$/, error: 'IIKO_URL must be an http(s) URL' })
    .default('https://api-ru.iiko.services'),
  IIKO_API_LOGIN: optionalText,
  IIKO_APP_ID: optionalText,
  IIKO_CLIENT_SECRET: optionalText,
  IIKO_WEBHOOK_TOKEN: z
    .string()
    .min(24, 'IIKO_WEBHOOK_TOKEN must be at least 24 characters (openssl rand -hex 16)')
    .optional(),
};

type IikoEnv = z.output<z.ZodObject<typeof iikoEnvShape>>;

export interface IikoConfig {
  baseUrl: string;
  credentials: IikoCredentials;
  /** iiko puts it in the Authorization header of every webhook call; unset: webhooks are refused. */
  webhookToken: string | undefined;
}

/** Half an application (an id without its secret) is a mistake worth stopping for. */
export function iikoProblems(env: IikoEnv): string[] {
  if (Boolean(env.IIKO_APP_ID) !== Boolean(env.IIKO_CLIENT_SECRET))
    return ['IIKO_APP_ID, IIKO_CLIENT_SECRET: set both (the application registered with iiko) or neither'];
  if (env.IIKO_APP_ID && !env.IIKO_API_LOGIN)
    return ['IIKO_API_LOGIN: the API key from iikoWeb goes with IIKO_APP_ID and IIKO_CLIENT_SECRET'];
  return [];
}

export function toIikoConfig(env: IikoEnv): IikoConfig | undefined {
  if (!env.IIKO_API_LOGIN) return undefined;
  const credentials: IikoCredentials =
    env.IIKO_APP_ID && env.IIKO_CLIENT_SECRET
      ? { apiKey: env.IIKO_API_LOGIN, appId: env.IIKO_APP_ID, clientSecret: env.IIKO_CLIENT_SECRET }
      : { apiLogin: env.IIKO_API_LOGIN };
  return { baseUrl: env.IIKO_URL, credentials, webhookToken: env.IIKO_WEBHOOK_TOKEN };
}

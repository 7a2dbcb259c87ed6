// The API's configuration, read from the environment once at start and validated. Nothing else
// reads process.env: a missing or bad value stops start-up with a message that says what to set.
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  paymentEnvShape,
  paymentProblems,
  paymentWarnings,
  toPaymentConfig,
  type PaymentConfig,
} from './modules/payments/config-payments';
import { limitsEnvShape, toLimitsConfig, type LimitsConfig } from './config-limits';
import { staffEnvShape, toStaffConfig, type StaffConfig } from './modules/staff/staff-config';
import { iikoEnvShape, iikoProblems, toIikoConfig, type IikoConfig } from './modules/pos-iiko/config-iiko';
import {
  signInEnvShape,
  signInProblems,
  signInWarnings,
  toSignInConfig,
  type SignInConfig,
} from './modules/sign-in/config-sign-in';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** The storefront's dev server (Vite) may call the API cross-origin while developing. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * TRUST_PROXY, Fastify's trustProxy: the load balancers' addresses (or CIDR ranges),
 * comma-separated. Their X-Forwarded-For then gives request.ip (which the per-client limits count
 * by), X-Forwarded-Proto request.protocol. The storefront reads the same variable.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value) =>
    value
      ?.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z.string().regex(/^[0-9a-fA-F.:]+(\/\d{1,3})?$/, {
          error: 'TRUST_PROXY must list addresses or CIDR ranges, e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1',
        }),
      )
      .optional(),
  );

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number, e.g. PORT=3000' })
    .int()
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'HOST must not be empty; e.g. HOST=0.0.0.0').default('0.0.0.0'),
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      error: 'DATABASE_URL must look like postgres://user:password@host:5432/db',
    })
    .optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').default(`${repoRoot}.data`),
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.union([
            z.literal('*'),
            z.url({ error: 'CORS_ORIGINS must list origins such as https://shop.example' }),
          ]),
        )
        .optional(),
    ),
  TRUST_PROXY: trustProxySchema,
  OPERATOR_API_KEY: z
    .string()
    .min(24, 'OPERATOR_API_KEY must be at least 24 characters (openssl rand -hex 16)')
    .optional(),
  ...signInEnvShape,
  ...paymentEnvShape,
  ...limitsEnvShape,
  ...staffEnvShape,
  ...iikoEnvShape,
});

/** Every variable the API reads (deploy/.env.example lists them all; a test keeps it so). */
export const API_ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite stores its files in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: (typeof LOG_LEVELS)[number];
  /** Origins allowed to call the API from a browser; '*' allows any. */
  corsOrigins: string[];
  /** Addresses of load balancers whose X-Forwarded-For is believed; empty: none. */
  trustProxy: string[];
  signIn: SignInConfig;
  payments: PaymentConfig;
  /** Abuse limits: orders, catalog builds, live status streams (config-limits.ts). */
  limits: LimitsConfig;
  /** The operator's key (catalog import into the running server); unset: no operator calls. */
  operatorApiKey: string | undefined;
  /** Staff sessions, sign-in caps, the office's chain and the demo staff's password. */
  staff: StaffConfig;
  /** The chain's iiko Cloud account (IIKO_*); unset: no restaurant talks to iiko. */
  iiko: IikoConfig | undefined;
  /** Settings that switched a feature off; logged at start. */
  warnings: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration; an empty variable counts as unset. Throws ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const parsed = result.data;
  const problems = [...signInProblems(parsed), ...paymentProblems(parsed), ...iikoProblems(parsed)];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    databaseUrl: parsed.DATABASE_URL,
    dataDir: parsed.DATA_DIR,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    corsOrigins: parsed.CORS_ORIGINS ?? (parsed.NODE_ENV === 'production' ? [] : DEV_ORIGINS),
    trustProxy: parsed.TRUST_PROXY ?? [],
    signIn: toSignInConfig(parsed),
    payments: toPaymentConfig(parsed, parsed.NODE_ENV),
    limits: toLimitsConfig(parsed),
    operatorApiKey: parsed.OPERATOR_API_KEY,
    staff: toStaffConfig(parsed),
    iiko: toIikoConfig(parsed),
    warnings: [...signInWarnings(parsed), ...paymentWarnings(parsed, parsed.NODE_ENV)],
  };
}

/**
 * The directory a command was started from. `npm run --workspace` runs scripts inside apps/api,
 * so command-line tools resolve relative file arguments against npm's INIT_CWD instead.
 */
export function invocationDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD || process.cwd();
}

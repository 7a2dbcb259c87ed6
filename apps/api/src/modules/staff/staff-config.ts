// The staff side's slice of the configuration (config.ts reads it with the rest): how long a
// session lives, the caps on wrong passwords, the demo staff's password and which chain the office
// of this server signs in to.
import { z } from 'zod';

const positive = (name: string, what: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of ${what}` })
    .int(`${name} must be a whole number of ${what}`)
    .positive(`${name} must be positive`)
    .default(fallback);

export const staffEnvShape = {
  STAFF_SESSION_IDLE_MINUTES: positive('STAFF_SESSION_IDLE_MINUTES', 'minutes', 12 * 60),
  STAFF_SESSION_MAX_DAYS: positive('STAFF_SESSION_MAX_DAYS', 'days', 7),
  OFFICE_TENANT: z.string().min(1).optional(),
  OFFICE_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(z.url({ error: 'OFFICE_ORIGINS must list origins such as https://office.example' })).optional(),
    ),
  DEMO_STAFF_PASSWORD: z
    .string()
    .min(10, 'DEMO_STAFF_PASSWORD must be at least 10 characters')
    .default('nori-demo-staff'),
};

export interface StaffThrottle {
  /** The window every cap counts wrong attempts in. */
  windowMs: number;
  /** Wrong attempts for one account from one client address. */
  perAccountClient: number;
  /** Wrong attempts for one account from addresses it has never signed in from. */
  perAccount: number;
  /** Wrong attempts from one client address, for any account. */
  perClient: number;
  /** A client that signed in to an account within this long is one the account knows. */
  knownClientMs: number;
  /** Each wrong attempt's answer waits this long per recent failure (at most 8 of them). */
  failureDelayMs: number;
}

export interface StaffConfig {
  idleMs: number;
  maxAgeMs: number;
  /** The chain's code the office signs in to; unset: the only chain, else the demo chain. */
  tenantCode: string | undefined;
  /** Origins besides the server's own that may write to /api/v1/office (a separate office host). */
  extraOrigins: string[];
  demoPassword: string;
  throttle: StaffThrottle;
}

type StaffEnv = z.output<z.ZodObject<typeof staffEnvShape>>;

export const DEFAULT_STAFF_THROTTLE: StaffThrottle = {
  windowMs: 15 * 60_000,
  perAccountClient: 5,
  perAccount: 20,
  perClient: 50,
  knownClientMs: 30 * 24 * 3_600_000,
  failureDelayMs: 250,
};

export const toStaffConfig = (env: StaffEnv): StaffConfig => ({
  idleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000,
  maxAgeMs: env.STAFF_SESSION_MAX_DAYS * 24 * 3_600_000,
  tenantCode: env.OFFICE_TENANT,
  extraOrigins: (env.OFFICE_ORIGINS ?? []).map((origin) => new URL(origin).origin),
  demoPassword: env.DEMO_STAFF_PASSWORD,
  throttle: DEFAULT_STAFF_THROTTLE,
});

export const defaultStaffConfig = (): StaffConfig => toStaffConfig(z.object(staffEnvShape).parse({}));

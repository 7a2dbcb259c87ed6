// The abuse limits of the configuration (see config.ts), issue 20: how many orders a person and a
// client address may place, how many paid-on-receipt orders may wait at one restaurant, how many
// catalog answers a client may have built, and how many live status streams may be open. Every
// default fits a real customer with room to spare; raise the per-address ones where many customers
// share one address (an office behind NAT, browser tests on 127.0.0.1).
import { z } from 'zod';

const count = (name: string, what: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of ${what}` })
    .int(`${name} must be a whole number of ${what}`)
    .positive(`${name} must be positive`)
    .default(fallback);

export const limitsEnvShape = {
  ORDER_PERSON_HOURLY_LIMIT: count('ORDER_PERSON_HOURLY_LIMIT', 'orders', 20),
  ORDER_CLIENT_HOURLY_LIMIT: count('ORDER_CLIENT_HOURLY_LIMIT', 'orders', 100),
  UNPAID_ORDER_LIMIT: count('UNPAID_ORDER_LIMIT', 'orders', 3),
  CATALOG_CLIENT_BUILDS_PER_MINUTE: count('CATALOG_CLIENT_BUILDS_PER_MINUTE', 'answers', 300),
  STATUS_STREAMS_PER_TICKET: count('STATUS_STREAMS_PER_TICKET', 'streams', 4),
  STATUS_STREAMS_PER_PERSON: count('STATUS_STREAMS_PER_PERSON', 'streams', 20),
  STATUS_STREAMS_PER_CLIENT: count('STATUS_STREAMS_PER_CLIENT', 'streams', 100),
};

export interface LimitsConfig {
  orders: {
    /** Order creations per person per hour (every node counts in the database). */
    perPersonHourly: number;
    /** Order creations per client address per hour. */
    perClientHourly: number;
    /** Orders paid on receipt, neither done nor cancelled, one person may have at one restaurant. */
    unpaidPerResto: number;
  };
  /** Catalog answers built (cache misses) per client address per minute, on each node. */
  catalogBuildsPerMinute: number;
  /** Live status streams open at once on each node. */
  streams: { perTicket: number; perPerson: number; perClient: number };
}

type LimitsEnv = z.output<z.ZodObject<typeof limitsEnvShape>>;

export const toLimitsConfig = (env: LimitsEnv): LimitsConfig => ({
  orders: {
    perPersonHourly: env.ORDER_PERSON_HOURLY_LIMIT,
    perClientHourly: env.ORDER_CLIENT_HOURLY_LIMIT,
    unpaidPerResto: env.UNPAID_ORDER_LIMIT,
  },
  catalogBuildsPerMinute: env.CATALOG_CLIENT_BUILDS_PER_MINUTE,
  streams: {
    perTicket: env.STATUS_STREAMS_PER_TICKET,
    perPerson: env.STATUS_STREAMS_PER_PERSON,
    perClient: env.STATUS_STREAMS_PER_CLIENT,
  },
});

export const defaultLimitsConfig = (): LimitsConfig => toLimitsConfig(z.object(limitsEnvShape).parse({}));

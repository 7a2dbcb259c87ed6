// The loyalty module (issue 41): each person's bonus account with a chain as a ledger that follows
// the order through order-life's change hooks, the expiry and birthday sweeps (started with the
// API, like the order outbox) and the person's account call. It decorates the app with `loyalty`,
// which the orders module reads for the preflight's and the checkout's bonuses.
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/client';
import { createPollingWorker } from '../order-life/services/polling-worker';
import { bonusRoutes } from './routes/bonuses';
import { grantBirthdayBonuses } from './services/birthdays';
import { expireBalances } from './services/expiry-sweep';
import { loyaltyStanding } from './services/bonus-accounts';
import { loyaltyAfterChange } from './services/order-ledger-hook';

export interface LoyaltyPluginOptions {
  db: Database;
  now: () => Date;
  /** How often this node looks for expired balances (any node may; the ledger's keys dedupe). */
  expiryPollMs?: number;
  /** How often this node looks for birthdays to credit (any node may; the ledger's keys dedupe). */
  birthdayPollMs?: number;
}

const HOUR_MS = 3_600_000;

function setUpLoyalty(
  app: Parameters<typeof bonusRoutes>[0],
  { db, now, expiryPollMs = HOUR_MS, birthdayPollMs = HOUR_MS }: LoyaltyPluginOptions,
) {
  return {
    standing: (tx: Database, tenantId: number, personId: number | null) =>
      loyaltyStanding(tx, tenantId, personId),
    expiry: createPollingWorker(() => expireBalances(db, now()), {
      pollMs: expiryPollMs,
      log: app.log,
      failure: 'Expiring bonus balances failed',
    }),
    birthdays: createPollingWorker(() => grantBirthdayBonuses(db, now()), {
      pollMs: birthdayPollMs,
      log: app.log,
      failure: 'Crediting birthday bonuses failed',
    }),
  };
}

export type Loyalty = ReturnType<typeof setUpLoyalty>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Bonus accounts: the standing the preflight reads, the expiry and birthday sweeps (startApi's). */
    loyalty: Loyalty;
  }
}

export const loyaltyPlugin = fastifyPlugin<LoyaltyPluginOptions>(
  async (app, options) => {
    const loyalty = setUpLoyalty(app, options);
    app.decorate('loyalty', loyalty);
    // The account follows every placing and status change of an order, in its transaction.
    app.orderLife.changeHooks.add(loyaltyAfterChange);
    app.addHook('onClose', async () => {
      await Promise.all([loyalty.expiry.stop(), loyalty.birthdays.stop()]);
    });
    await app.register(bonusRoutes, { db: options.db, now: options.now });
  },
  { name: 'loyalty', dependencies: ['order-life'] },
);

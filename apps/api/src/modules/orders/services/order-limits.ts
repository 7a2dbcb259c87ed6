// Limits on placing orders (issue 20: one person placed 8,905 cash orders in 40 s, each sent on to
// the restaurant). Per person and per client address, fixed hourly windows counted in the database,
// so every API node shares them; and a cap on orders paid on receipt that are still open at one
// restaurant, since nothing but the restaurant's kitchen pays for those (orders of the last
// OPEN_ORDER_HOURS only: a restaurant that never reports DONE must not block its regulars for
// ever). Attempts are counted
// before the order is written (outside its transaction: a counter row locked for the order's
// length would queue every order from one address), so a refused cart counts too. The open orders
// are counted inside the order's transaction, under a lock of the person's orders, so that parallel
// orders cannot all see room for one more.
import { ERROR_CODES, type PayType } from '@nori/domain';
import type { LimitsConfig } from '../../../config-limits';
import type { Database } from '../../../db/client';
import { catalogueError, tooManyRequests } from '../../../errors';
import { countOpenOrdersPaidOnReceipt, lockPersonOrders } from '../repositories/orders';
import { countWithinRateLimit } from '../../sign-in/repositories/rate-limits';
import { createRateLimitSweep } from '../../sign-in/services/rate-limit-sweep';

const HOUR_MS = 3600_000;
const OPEN_ORDER_HOURS = 12;

export interface OrderAttempt {
  personId: number;
  /** The client address (request.ip). */
  client: string;
  restoId: number;
  payType: PayType;
}

export function createOrderLimits(db: Database, limits: LimitsConfig['orders'], now: () => Date) {
  const sweep = createRateLimitSweep(db);

  return {
    /** Counts the attempt; throws 429 (Retry-After) when it is one too many. */
    async admit({ personId, client }: OrderAttempt): Promise<void> {
      const at = now();
      await sweep(at);
      const windowStart = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
      const windowEnd = new Date(windowStart.getTime() + HOUR_MS);
      const windows = [
        { key: `order:person:${personId}`, limit: limits.perPersonHourly },
        { key: `order:ip:${client}`, limit: limits.perClientHourly },
      ];
      for (const { key, limit } of windows)
        if (!(await countWithinRateLimit(db, { key, windowStart, windowEnd, limit })))
          throw tooManyRequests((windowEnd.getTime() - at.getTime()) / 1000);
    },

    /** In the order's transaction, before its insert: 409 when one more unpaid order is too many. */
    async holdOpenOrders(tx: Database, { personId, restoId, payType }: OrderAttempt): Promise<void> {
      if (payType === 'CARD_ONLINE') return;
      await lockPersonOrders(tx, personId);
      const since = new Date(now().getTime() - OPEN_ORDER_HOURS * HOUR_MS);
      if ((await countOpenOrdersPaidOnReceipt(tx, personId, restoId, since)) >= limits.unpaidPerResto)
        throw catalogueError(ERROR_CODES.tooManyOpenOrders);
    },
  };
}

export type OrderLimits = ReturnType<typeof createOrderLimits>;

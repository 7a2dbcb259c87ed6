// The chain's figures for a period (issue 39), in the contract's shape: what each query read,
// named and typed, with the average check computed per currency (a chain may run in two).
import type { Figures, FiguresQuery } from '@nori/contract';
import { DELIVERY_TYPES, PAY_TYPES, REJECT_REASONS } from '@nori/domain';
import type { Database } from '../../../db/client';
import { visibleRestos, type RestoViewer } from '../../staff/services/chain-restos';
import { readFigures } from '../repositories/figures-queries';

const known = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** Minutes with one decimal: what a person reads of an average. */
const minutes = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export function createFigures(db: Database) {
  return {
    async read(viewer: RestoViewer & { tenantId: number }, query: FiguresQuery): Promise<Figures> {
      const restoIds = visibleRestos(viewer, query.restoId);
      const read = await readFigures(db, {
        tenantId: viewer.tenantId,
        restoIds,
        from: new Date(query.from),
        to: new Date(query.to),
      });
      return {
        orders: read.orders,
        cancelled: read.cancelled,
        revenue: read.money.map(({ currency, amount }) => ({ currency, amount })),
        averageCheck: read.money.map(({ currency, amount, orders }) => ({
          currency,
          amount: orders === 0 ? 0 : Math.round(amount / orders),
        })),
        byDeliveryType: read.types.flatMap(({ key, orders }) => {
          const deliveryType = known(DELIVERY_TYPES, key);
          return deliveryType ? [{ deliveryType, orders }] : [];
        }),
        byPayType: read.pays.flatMap(({ key, orders }) => {
          const payType = known(PAY_TYPES, key);
          return payType ? [{ payType, orders }] : [];
        }),
        topDishes: read.dishes,
        promoCodes: read.codes,
        cancellations: read.reasons.map(({ reason, orders }) => ({
          reason: reason === null ? null : (known(REJECT_REASONS, reason) ?? null),
          orders,
        })),
        minutesToAccept: minutes(read.minutesToAccept),
        minutesToReady: minutes(read.minutesToReady),
      };
    },
  };
}

export type FiguresService = ReturnType<typeof createFigures>;

// The order calls of spec §7 (and the person's order list and one order, designed here). Thin:
// the contract's schemas parse the input, mountRoute checks the bearer and the person for the
// personal calls, one service call answers.
import type { FastifyInstance } from 'fastify';
import {
  createOrder,
  getPersonOrder,
  IDEMPOTENCY_KEY_HEADER,
  listFullSlots,
  listPersonOrders,
  payPersonOrderAgain,
  preflightOrder,
  preflightPersonOrder,
} from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import type { PayAgain } from '../services/pay-again';
import type { PersonOrders } from '../services/person-orders';
import type { Preflight } from '../services/preflight';

export interface OrderRoutesOptions {
  preflight: Preflight;
  orders: PersonOrders;
  payAgain: PayAgain;
  /** The clock; a parameter so tests can pin it. */
  now: () => Date;
}

export async function orderRoutes(
  app: FastifyInstance,
  { preflight, orders, payAgain, now }: OrderRoutesOptions,
) {
  mountRoute(app, preflightOrder, async ({ body }) =>
    preflight.preflight(body, { now: now(), personId: null }),
  );
  mountRoute(app, preflightPersonOrder, async ({ params, body }) =>
    preflight.preflight(body, { now: now(), personId: params.personId }),
  );
  mountRoute(app, createOrder, async ({ params, body, headers, request }) =>
    orders.create(params.personId, body, request.body, headers[IDEMPOTENCY_KEY_HEADER] ?? null, request.ip),
  );
  mountRoute(app, listFullSlots, async ({ params }) => preflight.fullSlots(params.restoId, now()));
  mountRoute(app, listPersonOrders, async ({ params, query, locale }) =>
    orders.list(params.personId, query, locale),
  );
  mountRoute(app, getPersonOrder, async ({ params, locale }) =>
    orders.get(params.personId, params.orderId, locale),
  );
  mountRoute(app, payPersonOrderAgain, async ({ params, body }) =>
    payAgain(params.personId, params.orderId, body.payType),
  );
}

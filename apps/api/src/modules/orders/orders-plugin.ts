// The orders module: checkout — the preflight (prices and checks without writing), placing an
// order (with its Idempotency-Key and the abuse limits), paying a failed order again, and a
// person's orders. It prices from the catalog's per-restaurant copy, starts online payments
// through the payments module and hands a placed order to order-life (status history, outbox).
import fastifyPlugin from 'fastify-plugin';
import type { LimitsConfig } from '../../config-limits';
import type { Database } from '../../db/client';
import { orderRoutes } from './routes/orders';
import { createOrderLimits } from './services/order-limits';
import { createPayAgain } from './services/pay-again';
import { createPersonOrders } from './services/person-orders';
import { createPreflight } from './services/preflight';

export interface OrdersPluginOptions {
  db: Database;
  now: () => Date;
  limits: LimitsConfig['orders'];
}

export const ordersPlugin = fastifyPlugin<OrdersPluginOptions>(
  async (app, { db, now, limits }) => {
    const { restoCatalogs, stopListState } = app.catalog;
    const payments = app.payments.online;
    await app.register(orderRoutes, {
      preflight: createPreflight(db, restoCatalogs, stopListState),
      orders: createPersonOrders(db, restoCatalogs, {
        now,
        payments,
        limits: createOrderLimits(db, limits, now),
        changeHooks: app.orderLife.changeHooks,
      }),
      payAgain: createPayAgain(db, {
        catalogs: restoCatalogs,
        payments,
        statusChanges: app.orderLife.statusChanges,
      }),
      now,
    });
  },
  { name: 'orders', dependencies: ['catalog', 'payments', 'order-life'] },
);

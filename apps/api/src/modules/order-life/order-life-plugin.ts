// The order-life module: what happens to an order after checkout — status changes and their
// announcements, the restaurants' connections, the outbox worker and the live status streams — and
// its routes (restaurant API, status tickets and streams). It decorates the app with `orderLife`,
// which later modules (payments, stop lists, orders) build on; startApi starts the outbox worker.
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { LimitsConfig } from '../../config-limits';
import type { DatabaseHandle } from '../../db/client';
import { createWebhookPoster, type WebhookPoster } from '../../adapters/restaurant-webhook';
import { orderLifeRoutes } from './routes/order-life';
import { createOrderChangeHooks } from './services/order-change-hooks';
import { createOrderEvents } from './services/order-events';
import { createOrderStatusChanges } from './services/order-status-changes';
import { createOrderStatusStreams } from './services/order-status-streams';
import { createOutboxWorker, type OutboxWorkerOptions } from './services/outbox-worker';
import { createRestoConnections } from './services/resto-connections';
import { createStatusTickets } from './services/status-tickets';
import { createStreamCaps } from './services/stream-caps';

/** Stand-ins and timings for tests. */
export interface OrderLifeOverrides {
  postWebhook?: WebhookPoster;
  outbox?: Partial<Omit<OutboxWorkerOptions, 'post' | 'now' | 'log'>>;
}

export interface OrderLifePluginOptions {
  database: DatabaseHandle;
  now: () => Date;
  /** Caps on open status streams (the configuration's limits). */
  streams: LimitsConfig['streams'];
  overrides?: OrderLifeOverrides;
}

async function setUpOrderLife(app: FastifyInstance, options: OrderLifePluginOptions) {
  const { database, now, overrides = {} } = options;
  const { db } = database;
  const log = app.log;
  const events = await createOrderEvents(database);
  const changeHooks = createOrderChangeHooks();
  return {
    events,
    /** What other modules write with every change of an order (the desk's events). */
    changeHooks,
    statusChanges: createOrderStatusChanges(db, events, now, changeHooks),
    connections: createRestoConnections(db, now),
    streams: createOrderStatusStreams(db, {
      log,
      events,
      // Tickets are signed with a key derived from the secret every node shares (sign-in's).
      tickets: createStatusTickets(app.sharedSecret),
      caps: createStreamCaps(options.streams),
      now,
    }),
    outbox: createOutboxWorker(db, {
      post: overrides.postWebhook ?? createWebhookPoster(),
      now,
      log,
      ...overrides.outbox,
    }),
  };
}

export type OrderLife = Awaited<ReturnType<typeof setUpOrderLife>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders after checkout: status changes, restaurant connections, streams, the outbox worker. */
    orderLife: OrderLife;
  }
}

export const orderLifePlugin = fastifyPlugin<OrderLifePluginOptions>(
  async (app, options) => {
    const orderLife = await setUpOrderLife(app, options);
    app.decorate('orderLife', orderLife);
    app.addHook('onClose', async () => {
      await orderLife.outbox.stop();
      await orderLife.events.close();
    });
    await app.register(orderLifeRoutes, { db: options.database.db, ...orderLife });
  },
  { name: 'order-life', dependencies: ['sign-in'] },
);

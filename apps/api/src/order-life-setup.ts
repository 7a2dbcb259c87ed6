// Wires what happens to an order after checkout: status changes and their announcements, the
// payment engines (sandbox always; YooKassa when configured), the restaurants' connections, the
// outbox worker and the live status streams. buildApp calls it; tests may pass their own engine,
// webhook poster or worker timings.
import type { FastifyBaseLogger } from 'fastify';
import { defaultLimitsConfig, type LimitsConfig } from './config-limits';
import type { PaymentConfig } from './config-payments';
import type { DatabaseHandle } from './db/client';
import type { PaymentEngine } from './adapters/payments/payment-engine';
import { createYookassaEngine, type YookassaOptions } from './adapters/payments/yookassa';
import { createWebhookPoster, type WebhookPoster } from './adapters/restaurant-webhook';
import { createOrderEvents } from './services/order-life/order-events';
import { createOrderStatusChanges } from './services/order-life/order-status-changes';
import { createOrderStatusStreams } from './services/order-life/order-status-streams';
import { createOutboxWorker, type OutboxWorkerOptions } from './services/order-life/outbox-worker';
import { createRestoConnections } from './services/order-life/resto-connections';
import { createStatusTickets } from './services/order-life/status-tickets';
import { createStreamCaps } from './services/order-life/stream-caps';
import { createOnlinePayments } from './services/payments/online-payments';
import { createSandboxEngine } from './services/payments/sandbox-engine';
import { createSandboxPayments } from './services/payments/sandbox-payments';

export interface OrderLifeOverrides {
  /** YooKassa's engine options beyond the configuration (tests: short timeouts and retry delays). */
  yookassa?: Partial<YookassaOptions>;
  postWebhook?: WebhookPoster;
  outbox?: Partial<Omit<OutboxWorkerOptions, 'post' | 'now' | 'log'>>;
  /** Caps on open status streams (the configuration's limits). */
  streams?: LimitsConfig['streams'];
}

export async function setUpOrderLife(
  database: DatabaseHandle,
  config: PaymentConfig,
  sharedSecret: Buffer,
  log: FastifyBaseLogger,
  now: () => Date,
  overrides: OrderLifeOverrides = {},
) {
  const { db } = database;
  const events = await createOrderEvents(database);
  const statusChanges = createOrderStatusChanges(db, events, now);
  const yookassa: PaymentEngine | null = config.yookassa
    ? createYookassaEngine({ ...config.yookassa, ...overrides.yookassa })
    : null;
  // Off (production by default): no sandbox payment is created, and its page is not mounted.
  const sandbox = config.sandbox ? createSandboxEngine(db, config.publicUrl, now) : null;
  const payments = createOnlinePayments(db, {
    engines: { SANDBOX: sandbox, YOOKASSA: yookassa },
    statusChanges,
    publicUrl: config.publicUrl,
    now,
    log,
  });
  return {
    events,
    statusChanges,
    payments,
    sandbox: sandbox && createSandboxPayments(db, payments),
    connections: createRestoConnections(db, now),
    streams: createOrderStatusStreams(db, {
      log,
      events,
      tickets: createStatusTickets(sharedSecret),
      caps: createStreamCaps(overrides.streams ?? defaultLimitsConfig().streams),
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

// The payments module: the online payment engines this server runs (the sandbox unless switched
// off; YooKassa when configured), online payments over them, the sandbox's payment page and
// YooKassa's notifications. A decided payment moves its order through order-life's status changes.
// It decorates the app with `payments`: which engines run (the catalog offers only those) and the
// online payments (orders start and restart them).
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/client';
import type { PaymentEngine } from '../../adapters/payments/payment-engine';
import type { PaymentEngineName } from '../../db/schema';
import { createYookassaEngine, type YookassaOptions } from '../../adapters/payments/yookassa';
import type { PaymentConfig } from './config-payments';
import { paymentNotificationRoutes } from './routes/payment-notifications';
import { sandboxPaymentRoutes } from './routes/sandbox-payment-page';
import { createOnlinePayments, type OnlinePayments } from './services/online-payments';
import { runningEngines, type RunningEngines } from './services/pay-engines';
import { createSandboxEngine } from './services/sandbox-engine';
import { createSandboxPayments } from './services/sandbox-payments';

export interface PaymentsPluginOptions {
  db: Database;
  config: PaymentConfig;
  now: () => Date;
  /** YooKassa's engine options beyond the configuration (tests: short timeouts and retry delays). */
  yookassa?: Partial<YookassaOptions>;
}

export interface Payments {
  engines: RunningEngines;
  /** The engines running here, by name (refunds of rejected orders, modules/desk). */
  byName: Readonly<Record<PaymentEngineName, PaymentEngine | null>>;
  online: OnlinePayments;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running payment engines and online payments (built by the payments module). */
    payments: Payments;
  }
}

export const paymentsPlugin = fastifyPlugin<PaymentsPluginOptions>(
  async (app, { db, config, now, yookassa: yookassaOptions }) => {
    const yookassa: PaymentEngine | null = config.yookassa
      ? createYookassaEngine({ ...config.yookassa, ...yookassaOptions })
      : null;
    // Off (production by default): no sandbox payment is created, and its page is not mounted.
    const sandbox = config.sandbox ? createSandboxEngine(db, config.publicUrl, now) : null;
    const byName = { SANDBOX: sandbox, YOOKASSA: yookassa };
    const online = createOnlinePayments(db, {
      engines: byName,
      statusChanges: app.orderLife.statusChanges,
      publicUrl: config.publicUrl,
      now,
      log: app.log,
    });
    app.decorate('payments', { engines: runningEngines(config), byName, online });
    await app.register(paymentNotificationRoutes, { payments: online });
    if (sandbox) await app.register(sandboxPaymentRoutes, { sandbox: createSandboxPayments(db, online) });
  },
  { name: 'payments', dependencies: ['order-life'] },
);

// The pos-iiko module (issue 40): restaurants whose posEngine is IIKO send their orders into iiko
// Cloud through the order outbox and hear their statuses and stop lists back from iiko's webhook.
// Off (nothing started, the webhook refused) unless the chain's iiko account is configured.
import fastifyPlugin from 'fastify-plugin';
import { iikoApi, type IikoApi } from '../../adapters/iiko/iiko-api';
import { createIikoClient } from '../../adapters/iiko/iiko-client';
import type { Database } from '../../db/client';
import type { PollingWorker } from '../order-life/services/polling-worker';
import type { IikoConfig } from './config-iiko';
import { iikoWebhookRoutes } from './routes/iiko-webhook';
import { createIikoEvents } from './services/iiko-events';
import { createIikoOrderSender, type IikoSenderOptions } from './services/iiko-order-sender';
import { createIikoStopLists } from './services/iiko-stop-lists';
import { createIikoTillWatch, type IikoTillWatchOptions } from './services/iiko-till-watch';

export interface PosIikoPluginOptions {
  db: Database;
  now: () => Date;
  config: IikoConfig | undefined;
  /** Timings and client settings for tests. */
  overrides?: {
    sender?: Partial<Omit<IikoSenderOptions, 'api' | 'now' | 'log'>>;
    stopListPollMs?: number;
    tills?: Partial<Omit<IikoTillWatchOptions, 'api' | 'now' | 'log'>>;
    client?: { timeoutMs?: number; retries?: number; retryDelayMs?: number };
  };
}

export interface PosIiko {
  /** The iiko calls, when the chain's iiko account is configured. */
  api: IikoApi | undefined;
  /** Sends and follows orders of iiko restaurants (not started when iiko is off). */
  sender: PollingWorker | undefined;
  stopLists: ReturnType<typeof createIikoStopLists> | undefined;
  /** Polls the tills; an offline one pauses its restaurant. */
  tills: PollingWorker | undefined;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    posIiko: PosIiko;
  }
}

export const posIikoPlugin = fastifyPlugin<PosIikoPluginOptions>(
  async (app, { db, now, config, overrides = {} }) => {
    const api = config
      ? iikoApi(
          createIikoClient({ baseUrl: config.baseUrl, credentials: config.credentials, ...overrides.client }),
        )
      : undefined;
    const sender = api && createIikoOrderSender(db, { api, now, log: app.log, ...overrides.sender });
    const tills = api && createIikoTillWatch(db, { api, now, log: app.log, ...overrides.tills });
    const stopLists =
      api &&
      createIikoStopLists(db, {
        api,
        stopLists: app.stopLists,
        log: app.log,
        pollMs: overrides.stopListPollMs,
      });
    const events =
      api && stopLists
        ? createIikoEvents(db, { statusChanges: app.orderLife.statusChanges, stopLists, now, log: app.log })
        : undefined;
    app.decorate('posIiko', {
      api,
      sender,
      stopLists,
      tills,
      start: () => {
        sender?.start();
        tills?.start();
        stopLists?.poll.start();
      },
    });
    app.addHook('onClose', async () => {
      await sender?.stop();
      await tills?.stop();
      await stopLists?.poll.stop();
    });
    await app.register(iikoWebhookRoutes, { token: config?.webhookToken, events });
  },
  { name: 'pos-iiko', dependencies: ['order-life', 'stop-lists'] },
);

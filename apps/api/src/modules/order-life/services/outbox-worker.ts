// Delivers the order outbox to restaurants' webhooks. Each node runs one worker: every poll it
// leases a batch of due rows (others skip them), posts each, and marks it delivered — or, when
// the restaurant's endpoint is down, schedules the next attempt with a growing delay (2 s, 4 s,
// 8 s … up to 10 min), for as long as it takes: nothing is dropped. A node that dies mid-post
// leaves a lease that runs out, and the row is sent again with the same delivery id.
import type { FastifyBaseLogger } from 'fastify';
import type { WebhookPoster } from '../../../adapters/restaurant-webhook';
import type { Database } from '../../../db/client';
import {
  leaseDueOutboxRows,
  markOutboxDelivered,
  rescheduleOutboxRow,
  type OutboxRow,
} from '../repositories/order-outbox';
import { findRestoConnection } from '../repositories/resto-connections';
import { createPollingWorker, type PollingWorker } from './polling-worker';

export interface OutboxWorkerOptions {
  post: WebhookPoster;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
  batchSize?: number;
  /** Longer than a post can take (its timeout), so a lease never runs out under a live post. */
  leaseMs?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

/** The wait before the next attempt after `attempts` failed ones: doubling, capped. */
export const retryDelayMs = (attempts: number, firstMs: number, maxMs: number) =>
  Math.min(firstMs * 2 ** Math.max(0, attempts - 1), maxMs);

export function createOutboxWorker(db: Database, options: OutboxWorkerOptions) {
  const { post, now, log, pollMs = 1000, batchSize = 10, leaseMs = 30_000 } = options;
  const { firstRetryMs = 2000, maxRetryMs = 600_000 } = options;

  async function deliver(row: OutboxRow): Promise<boolean> {
    const connection = await findRestoConnection(db, row.restoId);
    try {
      if (!connection?.webhookUrl || !connection.webhookSecret)
        throw new Error('The restaurant has no webhook any more');
      const body = JSON.stringify({ deliveryId: row.deliveryId, ...row.payload });
      await post({
        url: connection.webhookUrl,
        secret: connection.webhookSecret,
        deliveryId: row.deliveryId,
        event: row.event,
        body,
        at: now(),
      });
      await markOutboxDelivered(db, row.id, now());
      return true;
    } catch (error) {
      const next = new Date(now().getTime() + retryDelayMs(row.attempts, firstRetryMs, maxRetryMs));
      log.warn(
        { orderId: row.orderId, attempts: row.attempts, err: error },
        'order not delivered to restaurant',
      );
      await rescheduleOutboxRow(db, row.id, next, (error as Error).message);
      return false;
    }
  }

  /** One poll: leases what is due and tries each; resolves to how many were delivered. */
  async function runOnce(): Promise<number> {
    const at = now();
    const rows = await leaseDueOutboxRows(db, at, new Date(at.getTime() + leaseMs), batchSize);
    let delivered = 0;
    for (const row of rows) if (await deliver(row)) delivered += 1;
    return delivered;
  }

  return createPollingWorker(runOnce, { pollMs, log, failure: 'order outbox poll failed' });
}

export type OutboxWorker = PollingWorker;

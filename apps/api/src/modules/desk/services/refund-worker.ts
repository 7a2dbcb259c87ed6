// Sends queued refunds to their payment engine. A refund is queued in the transaction that
// rejects its order, so it exists exactly when the rejection does; each node's worker leases due
// refunds and asks the engine (with an idempotence key derived from the order, so a repeat after
// a timeout gives one refund). Succeeded: done. Pending at the engine: asked again later. An
// engine that is down or refuses: tried again with a growing delay (2 s … 10 min), for as long as
// it takes — except 'canceled', the engine's final no, which is kept as failed for a person to see.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEngine } from '../../../adapters/payments/payment-engine';
import type { Database } from '../../../db/client';
import type { PaymentEngineName } from '../../../db/schema';
import { retryDelayMs } from '../../order-life/services/outbox-worker';
import { createPollingWorker, type PollingWorker } from '../../order-life/services/polling-worker';
import { leaseDueRefunds, settleRefund, type RefundRow } from '../repositories/refund-repository';

export interface RefundWorkerOptions {
  engines: Readonly<Record<PaymentEngineName, PaymentEngine | null>>;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseMs?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
}

export function createRefundWorker(db: Database, options: RefundWorkerOptions) {
  const { engines, now, log, pollMs = 2000, leaseMs = 60_000 } = options;
  const { firstRetryMs = 2000, maxRetryMs = 600_000 } = options;

  async function send(row: RefundRow): Promise<boolean> {
    const later = () => new Date(now().getTime() + retryDelayMs(row.attempts, firstRetryMs, maxRetryMs));
    try {
      const engine = engines[row.engine];
      if (!engine) throw new Error(`The ${row.engine} engine does not run here`);
      const refund = await engine.refund({
        orderId: row.orderId,
        providerPaymentId: row.providerPaymentId,
        amount: row.amount,
        currency: row.currency,
      });
      const { providerRefundId, state } = refund;
      if (state === 'succeeded')
        await settleRefund(db, row.orderId, { state, providerRefundId, lastError: null }, now());
      else if (state === 'canceled') {
        log.error({ orderId: row.orderId, providerRefundId }, 'the payment engine refused a refund');
        await settleRefund(
          db,
          row.orderId,
          { state: 'failed', providerRefundId, lastError: 'canceled' },
          now(),
        );
      } else
        await settleRefund(
          db,
          row.orderId,
          { state: 'pending', providerRefundId, nextAttemptAt: later() },
          now(),
        );
      return state === 'succeeded';
    } catch (error) {
      log.warn({ orderId: row.orderId, attempts: row.attempts, err: error }, 'refund not sent yet');
      const lastError = (error as Error).message.slice(0, 500);
      await settleRefund(db, row.orderId, { state: 'pending', nextAttemptAt: later(), lastError }, now());
      return false;
    }
  }

  /** One poll: sends what is due; resolves to how many refunds succeeded. */
  async function runOnce(): Promise<number> {
    const at = now();
    const rows = await leaseDueRefunds(db, at, new Date(at.getTime() + leaseMs), 10);
    let succeeded = 0;
    for (const row of rows) if (await send(row)) succeeded += 1;
    return succeeded;
  }

  return createPollingWorker(runOnce, { pollMs, log, failure: 'refund poll failed' });
}

export type RefundWorker = PollingWorker;

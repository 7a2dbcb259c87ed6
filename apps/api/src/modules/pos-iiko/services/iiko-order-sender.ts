// Sends orders of restaurants connected to iiko into iiko, from the order outbox (order-life's),
// and follows each to its end. Every poll leases due rows (one node per row at a time) and, for
// each, takes its order one step: create it in iiko (deliveries/create, a command), or ask how the
// command went (commands/status) until iiko says Success or Error. The iiko order id comes from
// Nori's, and an attempt after one whose answer was lost first asks iiko for that id
// (deliveries/by_id), so retries, crashes and other nodes never make a second iiko order. An order
// iiko refuses, or that the till does not take in time, is reported through onFailed.
import type { FastifyBaseLogger } from 'fastify';
import type { IikoApi, IikoOrderInfo } from '../../../adapters/iiko/iiko-api';
import { IikoCallError } from '../../../adapters/iiko/iiko-errors';
import type { Database } from '../../../db/client';
import {
  markOutboxDelivered,
  rescheduleOutboxRow,
  type OutboxRow,
} from '../../order-life/repositories/order-outbox';
import { findOrderById, restoZones, type OrderRow } from '../../order-life/repositories/order-rows';
import { createPollingWorker } from '../../order-life/services/polling-worker';
import { retryDelayMs } from '../../order-life/services/outbox-worker';
import { findIikoConnection, type IikoConnectionRow } from '../repositories/iiko-connections';
import { leaseIikoOutboxRows } from '../repositories/iiko-outbox';
import { iikoItemsByNoriId } from '../repositories/iiko-items';
import { startIikoOrder, updateIikoOrder, type IikoOrderRow } from '../repositories/iiko-orders';
import { iikoDeliveryOrder, iikoOrderIdOf, UnmappedItemError } from './iiko-order';

export interface IikoSenderOptions {
  api: IikoApi;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Told of an order iiko refused or its till did not take: the restaurant and customer must hear. */
  onFailed?: (order: OrderRow, reason: string) => Promise<void>;
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** How soon a command still InProgress is asked about again. */
  followMs?: number;
  firstRetryMs?: number;
  maxRetryMs?: number;
  /** iiko's transportToFrontTimeout: how long the till has to take the order. */
  transportToFrontTimeoutSeconds?: number;
}

type Step = { state: 'InProgress' | 'Success' } | { state: 'Error'; reason: string };

const stepOf = (info: IikoOrderInfo): Step =>
  info.creationStatus === 'Error'
    ? {
        state: 'Error',
        reason: info.errorInfo?.description ?? info.errorInfo?.message ?? 'iiko refused the order',
      }
    : { state: info.creationStatus };

export function createIikoOrderSender(db: Database, options: IikoSenderOptions) {
  const {
    api,
    now,
    log,
    onFailed,
    pollMs = 1000,
    batchSize = 10,
    leaseMs = 60_000,
    followMs = 2000,
  } = options;
  const { firstRetryMs = 2000, maxRetryMs = 600_000, transportToFrontTimeoutSeconds = 180 } = options;

  async function create(order: OrderRow, connection: IikoConnectionRow, sent: IikoOrderRow): Promise<Step> {
    const [positions, modifiers, zones] = await Promise.all([
      iikoItemsByNoriId(db, order.tenantId, 'position'),
      iikoItemsByNoriId(db, order.tenantId, 'modifier'),
      restoZones(db, [order.restoId]),
    ]);
    const body = iikoDeliveryOrder(order, {
      connection,
      positions,
      modifiers,
      timezone: zones.get(order.restoId) ?? '+00:00',
    });
    try {
      const answer = await api.createDelivery({
        organizationId: connection.organizationId,
        terminalGroupId: connection.terminalGroupId,
        transportToFrontTimeoutSeconds,
        order: body,
      });
      const step = stepOf(answer.orderInfo);
      await updateIikoOrder(db, order.id, {
        ...record(step),
        correlationId: answer.correlationId,
        at: now(),
      });
      return step;
    } catch (error) {
      // iiko knows the id already: an earlier attempt got there. Follow that order.
      if (error instanceof IikoCallError && error.status === 400) {
        const adopted = await findInIiko(sent);
        if (adopted) return adopted;
      }
      throw error;
    }
  }

  async function findInIiko(sent: IikoOrderRow): Promise<Step | undefined> {
    const [info] = await api.deliveriesById(sent.organizationId, [sent.iikoOrderId]);
    if (!info) return undefined;
    const step = stepOf(info);
    await updateIikoOrder(db, sent.orderId, { ...record(step), at: now() });
    return step;
  }

  async function follow(sent: IikoOrderRow): Promise<Step> {
    if (!sent.correlationId) return (await findInIiko(sent)) ?? { state: 'InProgress' };
    const status = await api.commandStatus(sent.organizationId, sent.correlationId);
    const step: Step =
      status.state === 'Error'
        ? {
            state: 'Error',
            reason: status.errorReason ?? status.exception?.message ?? 'iiko refused the order',
          }
        : { state: status.state };
    if (step.state !== 'InProgress') await updateIikoOrder(db, sent.orderId, { ...record(step), at: now() });
    return step;
  }

  const record = (step: Step) => ({ state: step.state, error: step.state === 'Error' ? step.reason : null });

  /** One step of one order; answers what iiko says of it now. */
  async function advance(
    row: OutboxRow,
    order: OrderRow,
    connection: IikoConnectionRow,
    sent: IikoOrderRow,
  ): Promise<Step> {
    if (sent.state === 'Success' || sent.state === 'Error')
      return sent.state === 'Success' ? { state: 'Success' } : { state: 'Error', reason: sent.error ?? '' };
    if (sent.state === 'InProgress') return follow(sent);
    // Sending: this is the first attempt, or one whose answer never came back.
    if (row.attempts > 1) {
      const found = await findInIiko(sent);
      if (found) return found;
    }
    return create(order, connection, sent);
  }

  async function fail(row: OutboxRow, order: OrderRow, reason: string) {
    await updateIikoOrder(db, order.id, { state: 'Error', error: reason, at: now() });
    await markOutboxDelivered(db, row.id, now());
    log.error({ orderId: order.id, reason }, 'iiko did not take the order');
    await onFailed?.(order, reason);
  }

  async function handle(row: OutboxRow): Promise<boolean> {
    const [order, connection] = await Promise.all([
      findOrderById(db, row.orderId),
      findIikoConnection(db, row.restoId),
    ]);
    if (!order || !connection) {
      await markOutboxDelivered(db, row.id, now());
      return false;
    }
    try {
      const sent = await startIikoOrder(db, {
        orderId: order.id,
        iikoOrderId: iikoOrderIdOf(order.tenantId, order.id),
        organizationId: connection.organizationId,
        firstSentAt: now(),
      });
      const step = await advance(row, order, connection, sent);
      if (step.state === 'Success') {
        await markOutboxDelivered(db, row.id, now());
        return true;
      }
      if (step.state === 'Error') {
        await fail(row, order, step.reason);
        return false;
      }
      const deadline = sent.firstSentAt.getTime() + (transportToFrontTimeoutSeconds + 60) * 1000;
      if (now().getTime() > deadline) {
        await fail(row, order, `The till did not take the order within ${transportToFrontTimeoutSeconds} s`);
        return false;
      }
      await rescheduleOutboxRow(db, row.id, new Date(now().getTime() + followMs), 'iiko: InProgress');
      return false;
    } catch (error) {
      const permanent =
        error instanceof UnmappedItemError ||
        (error instanceof IikoCallError && !error.retryable && error.status !== 401);
      if (permanent) {
        await fail(row, order, (error as Error).message);
        return false;
      }
      const next = new Date(now().getTime() + retryDelayMs(row.attempts, firstRetryMs, maxRetryMs));
      log.warn({ orderId: order.id, attempts: row.attempts, err: error }, 'order not sent to iiko yet');
      await rescheduleOutboxRow(db, row.id, next, (error as Error).message);
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    const at = now();
    const rows = await leaseIikoOutboxRows(db, at, new Date(at.getTime() + leaseMs), batchSize);
    let done = 0;
    for (const row of rows) if (await handle(row)) done += 1;
    return done;
  }

  return createPollingWorker(runOnce, { pollMs, log, failure: 'iiko order poll failed' });
}

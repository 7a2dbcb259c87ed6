// What every change of an order means for the desks, written in the transaction that makes it
// (placing the order, and every status change): a numbered desk event, heard by every node; and,
// when the restaurant auto-accepts, the order that now waits for an answer accepted at once with
// its default ready-by time (a scheduled order: the time the customer asked for, if later).
import { awaitsDeskAnswer } from '@nori/domain';
import type { Database } from '../../../db/client';
import { recordOrderStatus } from '../../order-life/repositories/order-status';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import { insertDeskEvent } from '../repositories/desk-events-repository';
import { setDeskDecision } from '../repositories/desk-repository';
import { deskSettingsOf } from './desk-settings';

const MINUTE_MS = 60_000;

/** Call inside the change's transaction, after the order row is written; answers the order as it leaves it. */
export async function deskAfterChange(tx: Database, order: OrderRow, at: Date): Promise<OrderRow> {
  let current = order;
  if (awaitsDeskAnswer(order.status, order.payType)) {
    const { autoAcceptMinutes } = await deskSettingsOf(tx, order.restoId, at);
    if (autoAcceptMinutes !== null) {
      const soonest = at.getTime() + autoAcceptMinutes * MINUTE_MS;
      const readyAt = new Date(Math.max(soonest, order.requestedAt?.getTime() ?? 0));
      await recordOrderStatus(tx, { orderId: order.id, status: 'ACCEPTED', source: 'desk', at });
      current = await setDeskDecision(tx, order.id, { readyAt });
    }
  }
  await insertDeskEvent(tx, order.restoId, order.id, at);
  return current;
}

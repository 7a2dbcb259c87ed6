// The desk's decisions on orders: accept with a ready-by time, reject with a reason (queuing the
// refund of an order paid online), and move on through cooking and hand-over to done. Each is one
// status change through order-life (row lock, history, customer's live status, desk event), with
// its decision and its audit entry in the same transaction. Accepting or rejecting an order that
// is no longer waiting (another desk answered first) is 409 'order.invalid-transition', so the
// second desk learns its tap did nothing; asking for the status an order already has is a no-op.
import {
  DESK_REJECTABLE_STATUSES,
  ERROR_CODES,
  readyAtRefusal,
  type OrderStatus,
  type RejectReason,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import { officeError } from '../../staff/services/staff-errors';
import { findOrderPayment } from '../../payments/repositories/payments';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import type { OrderStatusChanges } from '../../order-life/services/order-status-changes';
import type { DeskActor, DeskAudit } from './desk-audit';
import { setDeskDecision } from '../repositories/desk-repository';
import { queueRefund } from '../repositories/refund-repository';

export interface DeskOrdersOptions {
  statusChanges: OrderStatusChanges;
  audit: DeskAudit;
  now: () => Date;
}

const target = (order: OrderRow) => `order:${order.id}`;

export function createDeskOrders(db: Database, { statusChanges, audit, now }: DeskOrdersOptions) {
  const refuse = () => catalogueError(ERROR_CODES.orderInvalidTransition);

  /** Queues the refund of an order paid online whose payment went through. */
  const refundIfPaid = async (tx: Database, order: OrderRow, at: Date) => {
    if (order.payType !== 'CARD_ONLINE') return;
    const payment = await findOrderPayment(tx, order.id);
    if (payment?.state !== 'succeeded') return;
    const { engine, providerPaymentId, amount, currency } = payment;
    await queueRefund(tx, { orderId: order.id, engine, providerPaymentId, amount, currency }, at);
  };

  return {
    async accept(actor: DeskActor, restoId: number, orderId: number, readyAtIso: string) {
      const readyAt = new Date(readyAtIso);
      if (readyAtRefusal(readyAt.getTime(), now().getTime()) !== null)
        throw officeError('desk.ready-at-invalid');
      const { order, changed } = await statusChanges.move({
        orderId,
        restoId,
        to: 'ACCEPTED',
        source: 'desk',
        onlyFrom: ['NEW', 'PAID'],
        alongside: async (tx, moved, at, before) => {
          const decided = await setDeskDecision(tx, moved.id, { readyAt });
          await audit(tx, {
            staffId: actor.id,
            action: 'order.accept',
            target: target(moved),
            before: { status: before.status },
            after: { status: decided.status, readyAt: readyAt.toISOString() },
            at,
          });
          return decided;
        },
      });
      if (!changed) throw refuse();
      return order;
    },

    async reject(actor: DeskActor, restoId: number, orderId: number, reason: RejectReason, note?: string) {
      const { order, changed } = await statusChanges.move({
        orderId,
        restoId,
        to: 'CANCELLED',
        source: 'desk',
        onlyFrom: DESK_REJECTABLE_STATUSES,
        alongside: async (tx, moved, at, before) => {
          const rejection = { rejectionReason: reason, rejectionNote: note ?? null };
          const decided = await setDeskDecision(tx, moved.id, rejection);
          await refundIfPaid(tx, decided, at);
          await audit(tx, {
            staffId: actor.id,
            action: 'order.reject',
            target: target(moved),
            before: { status: before.status },
            after: { status: decided.status, reason, note: note ?? null },
            at,
          });
          return decided;
        },
      });
      if (!changed) throw refuse();
      return order;
    },

    async move(actor: DeskActor, restoId: number, orderId: number, to: OrderStatus) {
      const { order } = await statusChanges.move({
        orderId,
        restoId,
        to,
        source: 'desk',
        alongside: async (tx, moved, at, before) =>
          audit(tx, {
            staffId: actor.id,
            action: 'order.status',
            target: target(moved),
            before: { status: before.status },
            after: { status: moved.status },
            at,
          }),
      });
      return order;
    },
  };
}

export type DeskOrders = ReturnType<typeof createDeskOrders>;

// Moving an order from one status to the next: the domain decides whether the move is allowed,
// the change and its history row are written under the order's row lock, the change is announced
// to live status streams, and an order that becomes ready for the kitchen (paid online) gets its
// outbox row in that same transaction, so it reaches the restaurant exactly when it should.
import { ERROR_CODES, orderTransition, type OrderStatus } from '@nori/domain';
import type { Database } from '../../db/client';
import type { OrderStatusSource } from '../../db/schema';
import { catalogueError, notFound } from '../../errors';
import { lockOrder, recordOrderStatus } from '../../repositories/order-status';
import type { OrderRow } from '../../repositories/orders';
import { queueOrderForResto } from './order-outbox-events';
import type { OrderEvents } from './order-events';

export interface StatusChange {
  orderId: number;
  to: OrderStatus;
  source: OrderStatusSource;
  /** Only move when the order has one of these statuses; otherwise leave it as it is. */
  onlyFrom?: readonly OrderStatus[];
  /** The order must belong to this restaurant (restaurant API): 404 otherwise. */
  restoId?: number;
  paymentUrl?: string;
  /** More to write with the change, in its transaction; may answer the order as it leaves it. */
  alongside?: (tx: Database, moved: OrderRow, at: Date) => Promise<OrderRow | void>;
}

export interface StatusChangeResult {
  order: OrderRow;
  changed: boolean;
}

export interface OrderStatusChanges {
  /** Applies the change; 404 for an unknown order, 409 'order.invalid-transition' for a refused one. */
  move(change: StatusChange): Promise<StatusChangeResult>;
}

export function createOrderStatusChanges(
  db: Database,
  events: OrderEvents,
  now: () => Date,
): OrderStatusChanges {
  return {
    move: (change) =>
      db.transaction(async (tx) => {
        const order = await lockOrder(tx, change.orderId);
        if (!order || (change.restoId !== undefined && order.restoId !== change.restoId))
          throw notFound(`Order ${change.orderId} not found`);
        if (change.onlyFrom && !change.onlyFrom.includes(order.status)) return { order, changed: false };
        const transition = orderTransition(order.status, change.to, order.deliveryType);
        if (transition.kind === 'refused') throw catalogueError(ERROR_CODES.orderInvalidTransition);
        if (transition.kind === 'unchanged') return { order, changed: false };
        const at = now();
        let moved = await recordOrderStatus(
          tx,
          { orderId: order.id, status: transition.status, source: change.source, at },
          change.paymentUrl ?? null,
        );
        if (change.alongside) moved = (await change.alongside(tx, moved, at)) ?? moved;
        if (transition.status === 'PAID') await queueOrderForResto(tx, moved, at);
        await events.announce(tx, order.id);
        return { order: moved, changed: true };
      }),
  };
}

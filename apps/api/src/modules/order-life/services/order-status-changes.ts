// Moving an order from one status to the next: the domain decides whether the move is allowed,
// the change and its history row are written under the order's row lock, the change is announced
// to live status streams, and an order that becomes ready for the kitchen (paid online) gets its
// outbox row in that same transaction, so it reaches the restaurant exactly when it should; what
// other modules write with every change (the restaurant's desks, order-change-hooks.ts) too.
import { ERROR_CODES, orderTransition, type OrderStatus } from '@nori/domain';
import type { Database } from '../../../db/client';
import type { OrderStatusSource } from '../../../db/schema';
import { catalogueError, notFound } from '../../../errors';
import { lockOrder, orderHistory, recordOrderStatus } from '../repositories/order-status';
import type { OrderRow } from '../repositories/order-rows';
import type { OrderChangeHooks } from './order-change-hooks';
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
  /** The order goes to the kitchen with this change (paying again on receipt); PAID always does. */
  queueForResto?: boolean;
  /** More to write with the change, in its transaction; may answer the order as it leaves it. */
  alongside?: (tx: Database, moved: OrderRow, at: Date, before: OrderRow) => Promise<OrderRow | void>;
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
  hooks: Pick<OrderChangeHooks, 'run'> = { run: async (_tx, order) => order },
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
        const queues = transition.status === 'PAID' || change.queueForResto === true;
        // The restaurant's message carries the history: what earlier changes wrote, then this one.
        const earlier = queues ? await orderHistory(tx, order.id) : [];
        const written = await recordOrderStatus(
          tx,
          { orderId: order.id, status: transition.status, source: change.source, at },
          change.paymentUrl ?? null,
        );
        let moved = written.order;
        if (change.alongside) moved = (await change.alongside(tx, moved, at, order)) ?? moved;
        if (queues) await queueOrderForResto(tx, moved, [...earlier, written.change], at);
        moved = await hooks.run(tx, moved, at);
        await events.announce(tx, order.id);
        return { order: moved, changed: true };
      }),
  };
}

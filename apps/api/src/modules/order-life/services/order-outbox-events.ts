// What the outbox sends a restaurant: one 'order.placed' event per order, carrying the order as
// the contract describes it, written in the transaction that makes the order ready for the
// kitchen (placed with payment on receipt, or paid online). The message is built from the rows
// that transaction wrote (the order's row and its status history as they stand after the write),
// not read back.
import type { Database } from '../../../db/client';
import { insertOutboxEvent } from '../repositories/order-outbox';
import type { OrderRow } from '../repositories/order-rows';
import type { OrderStatusChangeRow } from '../repositories/order-status';
import { orderDto } from './order-dto';

export const ORDER_PLACED_EVENT = 'order.placed';

type History = readonly Pick<OrderStatusChangeRow, 'status' | 'at'>[];

/** The restaurant's message for the order as written, with its whole status history. */
export const orderPlacedPayload = (order: OrderRow, history: History) => ({
  event: ORDER_PLACED_EVENT,
  order: orderDto(order, history),
});

export async function queueOrderForResto(
  tx: Database,
  order: OrderRow,
  history: History,
  at: Date,
): Promise<void> {
  await insertOutboxEvent(tx, {
    orderId: order.id,
    restoId: order.restoId,
    event: ORDER_PLACED_EVENT,
    payload: orderPlacedPayload(order, history),
    at,
  });
}

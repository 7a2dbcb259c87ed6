// What the outbox sends a restaurant: one 'order.placed' event per order, carrying the order as
// the contract describes it, written in the transaction that makes the order ready for the
// kitchen (placed with payment on receipt, or paid online).
import type { Database } from '../../db/client';
import { insertOutboxEvent } from '../../repositories/order-outbox';
import type { OrderRow } from '../../repositories/orders';
import { oneOrderDto } from '../orders/order-dto';

export const ORDER_PLACED_EVENT = 'order.placed';

export async function queueOrderForResto(tx: Database, order: OrderRow, at: Date): Promise<void> {
  const dto = await oneOrderDto(tx, order);
  await insertOutboxEvent(tx, {
    orderId: order.id,
    restoId: order.restoId,
    event: ORDER_PLACED_EVENT,
    payload: { event: ORDER_PLACED_EVENT, order: dto },
    at,
  });
}

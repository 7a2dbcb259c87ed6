// Order rows → the contract's order shape (zod input types: plain numbers, as sent).
import type { z } from 'zod';
import type { orderSchema } from '@nori/contract';
import type { Database } from '../../db/client';
import { orderHistories, type OrderStatusChangeRow } from '../../repositories/order-status';
import type { OrderRow } from '../../repositories/orders';

export type OrderDto = z.input<typeof orderSchema>;

export const orderDto = (
  row: OrderRow,
  history: readonly Pick<OrderStatusChangeRow, 'status' | 'at'>[],
): OrderDto => ({
  id: row.id,
  number: row.number,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  restoId: row.restoId,
  deliveryType: row.deliveryType,
  payType: row.payType,
  positions: row.lines.map((line) => ({
    id: line.id,
    name: line.name,
    count: line.count,
    price: line.price,
    modifiers: line.modifiers,
    discount: line.discount + line.promoCodeDiscount,
    sum: line.sum,
  })),
  discount: row.discount + row.promoCodeDiscount,
  deliveryPrice: row.deliveryPrice,
  total: row.total,
  currency: row.currency,
  place: row.place,
  person: row.contact,
  personCount: row.personCount,
  comment: row.comment,
  promoCode: row.promoCode,
  // The engine's page is only worth visiting while the payment is open.
  paymentUrl: row.status === 'AWAITING_PAYMENT' ? row.paymentUrl : null,
  requestedAt: row.requestedAt?.toISOString() ?? null,
  changeFrom: row.changeFrom,
  statusHistory: history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
});

/** The rows as the contract's orders, each with its status history (one query for all of them). */
export async function orderDtos(db: Database, rows: OrderRow[]): Promise<OrderDto[]> {
  const histories = await orderHistories(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => orderDto(row, histories.get(row.id) ?? []));
}

export async function oneOrderDto(db: Database, row: OrderRow): Promise<OrderDto> {
  const [dto] = await orderDtos(db, [row]);
  if (!dto) throw new Error(`No answer for order ${row.id}`);
  return dto;
}

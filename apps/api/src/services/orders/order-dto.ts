// Order rows → the contract's order shape (zod input types: plain numbers, as sent).
import type { z } from 'zod';
import type { orderSchema } from '@nori/contract';
import type { OrderRow } from '../../repositories/orders';

export type OrderDto = z.input<typeof orderSchema>;

export const orderDto = (row: OrderRow): OrderDto => ({
  id: row.id,
  number: row.number,
  status: row.status as OrderDto['status'],
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
  // Online payment is taken by the payment adapter, which is not part of the order call yet.
  paymentUrl: null,
});

// Order rows → the contract's order shape (zod input types: plain numbers, as sent).
import type { z } from 'zod';
import type { orderSchema } from '@nori/contract';
import {
  DEFAULT_LOCALE,
  isoOnRestoClock,
  localizedText,
  minorUnits,
  shownDiscount,
  type Locale,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { lineNameTranslations } from '../repositories/line-names';
import { orderHistories, type OrderStatusChangeRow } from '../repositories/order-status';
import { restoZones, type OrderRow } from '../repositories/order-rows';

export type OrderDto = z.input<typeof orderSchema>;

/** `zone`: the restaurant's clock, on which the customer reads the ready-by time. */
export const orderDto = (
  row: OrderRow,
  history: readonly Pick<OrderStatusChangeRow, 'status' | 'at'>[],
  zone = 'Z',
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
    discount: shownDiscount({
      automatic: minorUnits(line.discount),
      promoCode: minorUnits(line.promoCodeDiscount),
    }),
    sum: line.sum,
  })),
  discount: shownDiscount({
    automatic: minorUnits(row.discount),
    promoCode: minorUnits(row.promoCodeDiscount),
  }),
  deliveryPrice: row.deliveryPrice,
  total: row.total,
  currency: row.currency,
  place: row.place,
  person: row.contact,
  personCount: row.personCount,
  comment: row.comment,
  promoCode: row.promoCode,
  ...(row.bonusesSpent > 0 && { bonusesSpent: row.bonusesSpent, bonusPayment: row.bonusPayment }),
  // The engine's page is only worth visiting while the payment is open.
  paymentUrl: row.status === 'AWAITING_PAYMENT' ? row.paymentUrl : null,
  requestedAt: row.requestedAt?.toISOString() ?? null,
  changeFrom: row.changeFrom,
  readyAt: row.readyAt ? isoOnRestoClock(row.readyAt.getTime(), zone) : null,
  rejection: row.rejectionReason ? { reason: row.rejectionReason, note: row.rejectionNote } : null,
  statusHistory: history.map((change) => ({ status: change.status, at: change.at.toISOString() })),
});

/**
 * The rows with their dishes' and options' names in `locale` where the catalog has them (the
 * stored names are the Russian ones the order was placed with).
 */
async function rowsIn(db: Database, rows: OrderRow[], locale: Locale): Promise<OrderRow[]> {
  if (locale === DEFAULT_LOCALE) return rows;
  const lines = rows.flatMap((row) => row.lines);
  const names = await lineNameTranslations(
    db,
    [...new Set(lines.map((line) => line.id))],
    [...new Set(lines.flatMap((line) => line.modifiers.map((modifier) => modifier.id)))],
  );
  return rows.map((row) => ({
    ...row,
    lines: row.lines.map((line) => ({
      ...line,
      name: localizedText(line.name, names.positions.get(line.id), 'name', locale),
      modifiers: line.modifiers.map((modifier) => ({
        ...modifier,
        name: localizedText(modifier.name, names.modifiers.get(modifier.id), 'name', locale),
      })),
    })),
  }));
}

/**
 * The rows as the contract's orders, each with its status history (one query for all of them),
 * their dishes named in `locale`.
 */
export async function orderDtos(
  db: Database,
  rows: OrderRow[],
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderDto[]> {
  const histories = await orderHistories(
    db,
    rows.map((row) => row.id),
  );
  const zones = await restoZones(db, [
    ...new Set(rows.filter((row) => row.readyAt).map((row) => row.restoId)),
  ]);
  const named = await rowsIn(db, rows, locale);
  return named.map((row) => orderDto(row, histories.get(row.id) ?? [], zones.get(row.restoId)));
}

export async function oneOrderDto(
  db: Database,
  row: OrderRow,
  locale: Locale = DEFAULT_LOCALE,
): Promise<OrderDto> {
  const [dto] = await orderDtos(db, [row], locale);
  if (!dto) throw new Error(`No answer for order ${row.id}`);
  return dto;
}

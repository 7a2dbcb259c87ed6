// An order as the desk shows it: the kitchen ticket (lines with options, comment, payment,
// address), whether it waits for an answer and since when, and when that wait raises the alarm.
// The alarm is computed from the clock when read, and given as alarmAt so the desk raises it itself
// at that moment: no timer on any node has to fire, and a restart or a lost connection changes nothing.
import type { z } from 'zod';
import type { deskOrderSchema } from '@nori/contract';
import { awaitsDeskAnswer, deskAlarmAt, isoOnRestoClock, nextOrderStatuses } from '@nori/domain';
import type { OrderStatusChangeRow } from '../../order-life/repositories/order-status';
import type { OrderRow } from '../../order-life/repositories/order-rows';

export type DeskOrderDto = z.input<typeof deskOrderSchema>;

export interface DeskViewContext {
  zone: string;
  alarmAfterMinutes: number;
  nowMs: number;
}

export function deskOrderView(
  row: OrderRow,
  history: readonly Pick<OrderStatusChangeRow, 'status' | 'at'>[],
  { zone, alarmAfterMinutes, nowMs }: DeskViewContext,
): DeskOrderDto {
  const awaiting = awaitsDeskAnswer(row.status, row.payType);
  const waitingSince = awaiting ? (history.at(-1)?.at ?? row.createdAt) : null;
  const alarmAt = waitingSince && deskAlarmAt(waitingSince.getTime(), alarmAfterMinutes);
  return {
    id: row.id,
    number: row.number,
    restoId: row.restoId,
    status: row.status,
    placedAt: row.createdAt.toISOString(),
    deliveryType: row.deliveryType,
    requestedAt: row.requestedAt ? isoOnRestoClock(row.requestedAt.getTime(), zone) : null,
    positions: row.lines.map((line) => ({
      id: line.id,
      name: line.name,
      count: line.count,
      price: line.price,
      modifiers: line.modifiers,
      discount: line.discount + line.promoCodeDiscount,
      sum: line.sum,
    })),
    comment: row.comment,
    personCount: row.personCount,
    payType: row.payType,
    paid: history.some((change) => change.status === 'PAID'),
    changeFrom: row.changeFrom,
    customer: { name: row.contact.name, phone: row.contact.phone },
    place: row.place,
    discount: row.discount + row.promoCodeDiscount,
    deliveryPrice: row.deliveryPrice,
    total: row.total,
    currency: row.currency,
    readyAt: row.readyAt ? isoOnRestoClock(row.readyAt.getTime(), zone) : null,
    rejection: row.rejectionReason ? { reason: row.rejectionReason, note: row.rejectionNote } : null,
    awaitingAnswer: awaiting,
    waitingSince: waitingSince?.toISOString() ?? null,
    alarmAt: alarmAt ? new Date(alarmAt).toISOString() : null,
    alarm: alarmAt !== null && alarmAt <= nowMs,
    nextStatuses: nextOrderStatuses(row.status, row.deliveryType),
  };
}

// Where an order stands on the desk, computed from what the API sent: its column, whether it
// waits for an answer (and rings), whether it is late (the alarm) on the server's clock.
import type { DeskOrder } from '@nori/contract';

export type Column = 'new' | 'cooking' | 'ready' | 'on-the-way' | 'finished';
export const COLUMNS: readonly Exclude<Column, 'finished'>[] = ['new', 'cooking', 'ready', 'on-the-way'];

export const columnOf = (order: DeskOrder): Column => {
  switch (order.status) {
    case 'NEW':
    case 'AWAITING_PAYMENT':
    case 'PAID':
      return 'new';
    case 'ACCEPTED':
    case 'COOKING':
      return 'cooking';
    case 'READY_FOR_PICKUP':
      return 'ready';
    case 'ON_THE_WAY':
      return 'on-the-way';
    default:
      return 'finished';
  }
};

/** Unanswered past its alarm time, by the server's clock (nowMs already corrected). */
export const isLate = (order: DeskOrder, nowMs: number): boolean =>
  order.awaitingAnswer && (order.alarm || (order.alarmAt !== null && Date.parse(order.alarmAt) <= nowMs));

/** Whole minutes the order has waited for an answer. */
export const waitingMinutes = (order: DeskOrder, nowMs: number): number =>
  order.waitingSince === null
    ? 0
    : Math.max(0, Math.floor((nowMs - Date.parse(order.waitingSince)) / 60_000));

/** Oldest first: the order waiting longest is the one to answer first. */
export const byPlacedAt = (a: DeskOrder, b: DeskOrder) => Date.parse(a.placedAt) - Date.parse(b.placedAt);

export const ordersIn = (orders: readonly DeskOrder[], column: Column) =>
  orders.filter((order) => columnOf(order) === column).sort(byPlacedAt);

export const awaitingCount = (orders: readonly DeskOrder[]) =>
  orders.filter((order) => order.awaitingAnswer).length;

// The order desk's rules (issue 37), the same for the API and the staff app: which orders wait
// for the restaurant's answer (and ring), the reasons a restaurant may give for refusing one,
// what a ready-by time may be, when an unanswered order raises the alarm, and what 'until end of
// day' or 'until 19:30' means on the restaurant's clock. Time is always a parameter.
import type { OrderStatus } from '../orders/order-status';
import { parseTimeOfDay } from '../schedule/time-of-day';
import { formatOffset, instantOfWallTime, offsetMinutesAt, wallTimeAt } from '../schedule/zoned-clock';
import type { PayType } from '../types';

const MINUTE_MS = 60_000;

export const REJECT_REASONS = [
  'RESTAURANT_CLOSED',
  'DISH_UNAVAILABLE',
  'TOO_BUSY',
  'ADDRESS_UNREACHABLE',
  'CUSTOMER_REQUEST',
  'OTHER',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** A ready-by time further ahead than this is a typo, not a plan (orders for later carry their own time). */
export const MAX_READY_AHEAD_MINUTES = 3 * 24 * 60;

/**
 * Whether the restaurant is still to answer the order: placed and payable on receipt, or paid
 * online. An online order waiting for its payment is not the kitchen's yet, so it never rings.
 */
export const awaitsDeskAnswer = (status: OrderStatus, payType: PayType): boolean =>
  status === 'PAID' || (status === 'NEW' && payType !== 'CARD_ONLINE');

/** Statuses in which the kitchen still has work to do with an order it took. */
export const DESK_ACTIVE_STATUSES: readonly OrderStatus[] = [
  'NEW',
  'PAID',
  'ACCEPTED',
  'COOKING',
  'ON_THE_WAY',
  'READY_FOR_PICKUP',
];

/** Statuses a restaurant or the chain's operator may still cancel from: until the order leaves the kitchen. */
export const DESK_REJECTABLE_STATUSES: readonly OrderStatus[] = ['NEW', 'PAID', 'ACCEPTED', 'COOKING'];

/** Why a ready-by time is refused, or null when it is in the future and within the bound. */
export const readyAtRefusal = (readyAtMs: number, nowMs: number): 'past' | 'too-far' | null => {
  if (!Number.isFinite(readyAtMs) || readyAtMs <= nowMs) return 'past';
  return readyAtMs - nowMs > MAX_READY_AHEAD_MINUTES * MINUTE_MS ? 'too-far' : null;
};

/** When an unanswered order raises the alarm: `alarmAfterMinutes` after it started waiting. */
export const deskAlarmAt = (waitingSinceMs: number, alarmAfterMinutes: number): number =>
  waitingSinceMs + alarmAfterMinutes * MINUTE_MS;

/**
 * The instant 'until' means on the restaurant's clock: 'end-of-day' is the next midnight; 'HH:MM'
 * is the next time the clock shows it (today, or tomorrow when it has passed: 'until 02:00' in a
 * bar that closes after midnight).
 */
export const stopListUntil = (until: 'end-of-day' | string, timezone: string, nowMs: number): number => {
  const { dayNumber, secondOfDay } = wallTimeAt(timezone, nowMs);
  if (until === 'end-of-day') return instantOfWallTime(timezone, dayNumber + 1, 0).atMs;
  const second = parseTimeOfDay(until);
  return instantOfWallTime(timezone, second > secondOfDay ? dayNumber : dayNumber + 1, second).atMs;
};

/** The instant as ISO 8601 on the restaurant's clock ('2026-03-02T19:40:00+03:00'): '19:40' is what its customer reads. */
export const isoOnRestoClock = (atMs: number, timezone: string): string => {
  const offset = offsetMinutesAt(timezone, atMs);
  const wall = new Date(Math.floor(atMs / 1000) * 1000 + offset * MINUTE_MS).toISOString().slice(0, 19);
  return `${wall}${formatOffset(offset)}`;
};

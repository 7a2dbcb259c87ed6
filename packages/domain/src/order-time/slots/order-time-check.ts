// 'As soon as possible' and the check of a requested time, the same on the storefront and the
// server. ASAP takes the first slot at or after now plus the lead time, and only while the
// restaurant is taking orders; when that slot is full ASAP is refused with the next free slot
// named, never quietly moved hours later (a TastyIgniter bug).
import { isPaused } from '../../desk/busy-mode';
import { ORDER_TIME_ERROR_CODES as CODES } from '../../errors/first-load';
import { isTakingOrders } from '../../schedule/resto-state';
import { wallTimeAt } from '../../schedule/zoned-clock';
import { orderSlots, type OrderSlot, type SlotQuery } from './slots';

const MINUTE_MS = 60_000;

export interface AsapOffer {
  /** When the order can be ready: now plus the lead time. */
  readyAtMs: number;
  /** The slot an ASAP order takes (its capacity counts it). */
  slot: OrderSlot;
}

/** null when the restaurant is not taking orders now (closed, or paused in busy mode), closes before the order could be ready, or that slot is full. */
export const asapOffer = (
  query: SlotQuery,
  slots: readonly OrderSlot[] = orderSlots(query),
): AsapOffer | null => {
  if (!isTakingOrders(query.openingHours, query.nowMs, query.timezone)) return null;
  if (isPaused(query.busy, query.nowMs)) return null;
  const readyAtMs = query.nowMs + query.settings.leadMinutes * MINUTE_MS;
  const slot = slots[0];
  // The first slot must be the one the order is ready for, not the next opening's.
  if (slot === undefined || slot.atMs - readyAtMs >= query.settings.slotMinutes * MINUTE_MS) return null;
  return slot.full ? null : { readyAtMs, slot };
};

export const ORDER_TIME_CODES = [
  CODES.orderTimePast,
  CODES.orderTimeOutsideHours,
  CODES.orderTimeBeyondHorizon,
  CODES.orderTimeSlotFull,
  CODES.restoNotTakingOrders,
  CODES.restoPaused,
] as const;
export type OrderTimeRefusalCode = (typeof ORDER_TIME_CODES)[number];

export type OrderTimeDecision =
  | { ok: true; slot: OrderSlot }
  /** nextFree: the first slot with room after the one asked for, for the refusal to name. */
  | { ok: false; code: OrderTimeRefusalCode; nextFree: OrderSlot | null };

/** Whether an order for `requestedMs` (null: as soon as possible) can be taken. */
export const checkOrderTime = (query: SlotQuery, requestedMs: number | null): OrderTimeDecision => {
  const slots = orderSlots(query);
  const nextFreeAfter = (atMs: number) => slots.find((slot) => slot.atMs > atMs && !slot.full) ?? null;
  if (requestedMs === null) {
    const asap = asapOffer(query, slots);
    if (asap !== null) return { ok: true, slot: asap.slot };
    const open = isTakingOrders(query.openingHours, query.nowMs, query.timezone);
    if (open && isPaused(query.busy, query.nowMs))
      return { ok: false, code: CODES.restoPaused, nextFree: slots.find((slot) => !slot.full) ?? null };
    const first = slots[0];
    return open && first?.full === true
      ? { ok: false, code: CODES.orderTimeSlotFull, nextFree: nextFreeAfter(first.atMs) }
      : { ok: false, code: CODES.restoNotTakingOrders, nextFree: nextFreeAfter(query.nowMs) };
  }
  const nextFree = nextFreeAfter(requestedMs);
  if (requestedMs < query.nowMs + query.settings.leadMinutes * MINUTE_MS)
    return { ok: false, code: CODES.orderTimePast, nextFree: nextFreeAfter(query.nowMs) };
  const today = wallTimeAt(query.timezone, query.nowMs).dayNumber;
  if (wallTimeAt(query.timezone, requestedMs).dayNumber > today + query.settings.aheadDays)
    return { ok: false, code: CODES.orderTimeBeyondHorizon, nextFree: null };
  const slot = slots.find((candidate) => candidate.atMs === requestedMs);
  if (slot === undefined) return { ok: false, code: CODES.orderTimeOutsideHours, nextFree };
  return slot.full ? { ok: false, code: CODES.orderTimeSlotFull, nextFree } : { ok: true, slot };
};

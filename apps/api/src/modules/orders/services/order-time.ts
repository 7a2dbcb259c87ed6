// The time an order is for (issue 21): as soon as possible, or one of the restaurant's slots,
// checked with the domain's rules — inside the hours, not past, not beyond the horizon, the slot
// not full. Placing an order holds the restaurant's slots first, so its capacity holds when many
// customers take the last places at once.
import {
  checkOrderTime,
  ERROR_CATALOGUE,
  errorMessages,
  isoDateOfDayNumber,
  orderTimeSettings,
  wallTimeAt,
  type OrderSlot,
  type DeliveryType,
  type OrderTimeRefusalCode,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { ApiError } from '../../../errors';
import type { RestoRow } from '../../catalog/repositories/catalog-queries';
import { holdRestoSlots, slotLoads } from '../repositories/slot-loads';
import { restoBusyMode } from '../../desk/services/desk-settings';
import { restoOrderTimes } from '../../catalog/services/resto-order-times';

export interface OrderTime {
  /** null: as soon as possible. */
  requestedAt: Date | null;
  /** The slot the order takes. */
  slotAt: Date;
}

const englishMessages: Readonly<Record<string, string>> = errorMessages.en;

/** The refusal, naming the next slot with room in its text and in nextSlotAt for the storefront. */
function orderTimeError(code: OrderTimeRefusalCode, nextFree: OrderSlot | null, timezone: string): ApiError {
  const { httpStatus, messageKey } = ERROR_CATALOGUE[code];
  const message = englishMessages[messageKey] ?? code;
  if (nextFree === null) return new ApiError(httpStatus, code, message);
  const day = isoDateOfDayNumber(wallTimeAt(timezone, nextFree.atMs).dayNumber);
  return new ApiError(httpStatus, code, `${message}. The next free time is ${day} ${nextFree.time}`, {
    nextSlotAt: new Date(nextFree.atMs).toISOString(),
  });
}

/**
 * Checks the requested time against the restaurant's slots; `deliveryMinutes` is the zone tier's
 * time (null for take-away). The restaurant's busy mode for the order type (issue 37) pauses
 * 'as soon as possible' or adds to the lead time. With `hold`, call inside the order's
 * transaction: the slots stay held until it commits.
 */
export async function takeOrderTime(
  db: Database,
  resto: RestoRow,
  requestedMs: number | null,
  nowMs: number,
  delivery: { type: DeliveryType; minutes: number | null },
  hold: boolean,
): Promise<OrderTime> {
  const busy = await restoBusyMode(db, resto.id, delivery.type);
  const settings = orderTimeSettings(restoOrderTimes(resto), delivery.minutes, busy.extraMinutes);
  if (hold && settings.capacity !== null) await holdRestoSlots(db, resto.id);
  const loads = settings.capacity === null ? undefined : await slotLoads(db, resto.id, nowMs);
  const query = { openingHours: resto.openingHours, timezone: resto.timezone, nowMs, settings, loads, busy };
  const decision = checkOrderTime(query, requestedMs);
  if (!decision.ok) throw orderTimeError(decision.code, decision.nextFree, resto.timezone);
  return {
    requestedAt: requestedMs === null ? null : new Date(requestedMs),
    slotAt: new Date(decision.slot.atMs),
  };
}

/** The restaurant's full slots from now on, for the storefront to mark (GET /1/restos/{id}/full-slots). */
export async function fullSlots(
  db: Database,
  resto: RestoRow,
  nowMs: number,
): Promise<{ fullSlots: string[] }> {
  const capacity = restoOrderTimes(resto).slotCapacity;
  if (capacity === null) return { fullSlots: [] };
  const loads = await slotLoads(db, resto.id, nowMs);
  const full = [...loads].filter(([, orders]) => orders >= capacity).map(([atMs]) => atMs);
  return { fullSlots: full.sort((a, b) => a - b).map((atMs) => new Date(atMs).toISOString()) };
}

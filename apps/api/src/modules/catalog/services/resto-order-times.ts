// A restaurant row's ordering-for-a-time settings (issue 21): what the catalog file gave, with the
// domain's defaults for the rest, and its clock's zone (an IANA name, or the offset of spec §3).
import {
  DEFAULT_ORDER_TIMES,
  formatOffset,
  isFixedOffset,
  offsetMinutesAt,
  type RestoOrderTimes,
} from '@nori/domain';
import type { RestoRow } from '../repositories/catalog-queries';

export const restoOrderTimes = ({
  timezone,
  orderTimes,
}: Pick<RestoRow, 'timezone' | 'orderTimes'>): RestoOrderTimes => ({
  timeZone: isFixedOffset(timezone) ? null : timezone,
  cookingMinutes: orderTimes?.cookingMinutes ?? DEFAULT_ORDER_TIMES.cookingMinutes,
  slotMinutes: orderTimes?.slotMinutes ?? DEFAULT_ORDER_TIMES.slotMinutes,
  slotCapacity: orderTimes?.slotCapacity ?? DEFAULT_ORDER_TIMES.slotCapacity,
  aheadDays: orderTimes?.aheadDays ?? DEFAULT_ORDER_TIMES.aheadDays,
});

/** Spec §3's offset field: a named zone answers the offset in force at `atMs` ('+02:00' in a Budva summer). */
export const offsetField = (timezone: string, atMs: number): string =>
  isFixedOffset(timezone) ? timezone : formatOffset(offsetMinutesAt(timezone, atMs));

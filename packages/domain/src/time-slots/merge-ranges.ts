import { dailyRange, weekdayOf } from '../schedule';
import type { PositionId } from '../brand';
import type { PositionTimeSlot, TimeSlotDetail, TimeSlotRange } from './types';

/**
 * Merges details with the same start, end and active flag into one range with several days
 * (spec §3), so Monday to Friday 12:00–16:00 is one range. Ranges come in the order of their first day.
 */
export const mergeTimeSlotDetails = (details: readonly TimeSlotDetail[]): TimeSlotRange[] => {
  const byHours = new Map<string, TimeSlotRange>();
  const sorted = [...details].sort((a, b) => weekdayOf(a.dayOfWeek) - weekdayOf(b.dayOfWeek));
  for (const detail of sorted) {
    const { start, end } = dailyRange(detail.startAt, detail.endAt);
    // Compare parsed seconds, so '12:00' and '12:00:00' are the same hours.
    const key = `${detail.isActive}|${start}|${end}`;
    const range = byHours.get(key);
    const weekday = weekdayOf(detail.dayOfWeek);
    if (range === undefined) byHours.set(key, { daysOfWeek: [weekday], active: detail.isActive, start, end });
    else if (!range.daysOfWeek.includes(weekday)) range.daysOfWeek.push(weekday);
  }
  return [...byHours.values()];
};

// Per slots array (the catalog's, replaced whole when it changes), each position's ranges: a menu
// page asks for every dish's availability at each render, and the parsing of the hours added up
// (issue 17: a re-render of the menu's ~70 cards).
const rangesBySlots = new WeakMap<
  readonly PositionTimeSlot[],
  Map<PositionId, readonly TimeSlotRange[] | null>
>();

/** The merged ranges of every slot that names the position (shared: never mutated); null when no slot names it. */
export const rangesForPosition = (
  positionId: PositionId,
  slots: readonly PositionTimeSlot[],
): readonly TimeSlotRange[] | null => {
  let byPosition = rangesBySlots.get(slots);
  if (!byPosition) {
    byPosition = new Map();
    rangesBySlots.set(slots, byPosition);
  }
  const known = byPosition.get(positionId);
  if (known !== undefined) return known;
  const own = slots.filter((slot) => slot.positionIds.includes(positionId));
  const ranges = own.length === 0 ? null : mergeTimeSlotDetails(own.flatMap((slot) => slot.details));
  byPosition.set(positionId, ranges);
  return ranges;
};

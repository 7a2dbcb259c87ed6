import type { PositionId } from '../brand';
import {
  addWeekdays,
  coversFromPreviousDay,
  coversSameDay,
  dayOfWeekOf,
  formatTimeOfDay,
  instantOfWallTime,
  localMoment,
  type Weekday,
} from '../schedule';
import type { DayOfWeek } from '../types';
import { rangesForPosition } from './merge-ranges';
import type { PositionTimeSlot, TimeSlotRange } from './types';

const coversNow = (range: TimeSlotRange, weekday: Weekday, secondOfDay: number): boolean =>
  range.active &&
  ((range.daysOfWeek.includes(weekday) && coversSameDay(range, secondOfDay)) ||
    (range.daysOfWeek.includes(addWeekdays(weekday, -1)) && coversFromPreviousDay(range, secondOfDay)));

/**
 * A position that no time slot names can always be ordered; one that a slot names only inside
 * an active range of the current weekday (or a range of yesterday running past midnight).
 */
export const isPositionAvailable = (
  positionId: PositionId,
  slots: readonly PositionTimeSlot[],
  nowMs: number,
  timezone?: string | null,
): boolean => {
  const ranges = rangesForPosition(positionId, slots);
  if (ranges === null) return true;
  const { weekday, secondOfDay } = localMoment(nowMs, timezone);
  return ranges.some((range) => coversNow(range, weekday, secondOfDay));
};

/** When an unavailable position can next be ordered, for "available from …" texts. */
export interface NextAvailability {
  weekday: Weekday;
  dayOfWeek: DayOfWeek;
  /** 0 today, 1 tomorrow, … 7 the same weekday next week. */
  daysAhead: number;
  /** Local time of day, 'HH:MM'. */
  start: string;
  /** Epoch milliseconds of that moment. */
  atMs: number;
}

/** The next start of an active range; null when the position is available now or never will be. */
export const nextAvailability = (
  positionId: PositionId,
  slots: readonly PositionTimeSlot[],
  nowMs: number,
  timezone?: string | null,
): NextAvailability | null => {
  const ranges = rangesForPosition(positionId, slots);
  if (ranges === null || isPositionAvailable(positionId, slots, nowMs, timezone)) return null;
  const { weekday, secondOfDay, dayNumber } = localMoment(nowMs, timezone);
  // Seven days ahead reaches today's weekday again, for a range that started earlier today.
  for (let daysAhead = 0; daysAhead <= 7; daysAhead += 1) {
    const day = addWeekdays(weekday, daysAhead);
    const starts = ranges
      .filter((range) => range.active && range.daysOfWeek.includes(day))
      .map((range) => range.start)
      .filter((start) => daysAhead > 0 || start > secondOfDay);
    if (starts.length === 0) continue;
    const start = Math.min(...starts);
    return {
      weekday: day,
      dayOfWeek: dayOfWeekOf(day),
      daysAhead,
      start: formatTimeOfDay(start),
      // Through the wall clock: a day with a daylight-saving change is not 86400 s long.
      atMs: instantOfWallTime(timezone, dayNumber + daysAhead, start).atMs,
    };
  }
  return null;
};

import { DAYS_OF_WEEK, type DayOfWeek } from '../types';
import { instantOfWallTime, wallTimeAt, weekdayOfDayNumber } from './zoned-clock';

/** ISO weekday number: MONDAY = 1 … SUNDAY = 7 (spec §3). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A moment as a restaurant's wall clock shows it. */
export interface LocalMoment {
  weekday: Weekday;
  dayOfWeek: DayOfWeek;
  /** Whole seconds since local midnight. */
  secondOfDay: number;
  /** Epoch milliseconds of the local midnight that starts this day. */
  midnightMs: number;
  /** Days since 1970-01-01 on the local calendar (zoned-clock.ts). */
  dayNumber: number;
}

export const dayOfWeekOf = (weekday: Weekday): DayOfWeek => DAYS_OF_WEEK[weekday - 1] as DayOfWeek;
export const weekdayOf = (day: DayOfWeek): Weekday => (DAYS_OF_WEEK.indexOf(day) + 1) as Weekday;
/** The weekday `days` after this one, wrapping around the week. */
export const addWeekdays = (weekday: Weekday, days: number): Weekday =>
  (((((weekday - 1 + days) % 7) + 7) % 7) + 1) as Weekday;

/** `timezone` is an offset ('+03:00') or an IANA name ('Europe/Moscow'). */
export const localMoment = (nowMs: number, timezone?: string | null): LocalMoment => {
  const { dayNumber, secondOfDay } = wallTimeAt(timezone, nowMs);
  const weekday = weekdayOfDayNumber(dayNumber);
  return {
    weekday,
    dayOfWeek: dayOfWeekOf(weekday),
    secondOfDay,
    midnightMs: instantOfWallTime(timezone, dayNumber, 0).atMs,
    dayNumber,
  };
};

import { DAYS_OF_WEEK, type DayOfWeek } from '../types';
import { DAY_LENGTH_SECONDS } from './time-of-day';
import { timezoneOffsetMs } from './time-zone';

const DAY_MS = DAY_LENGTH_SECONDS * 1000;

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
}

export const dayOfWeekOf = (weekday: Weekday): DayOfWeek => DAYS_OF_WEEK[weekday - 1] as DayOfWeek;
export const weekdayOf = (day: DayOfWeek): Weekday => (DAYS_OF_WEEK.indexOf(day) + 1) as Weekday;
/** The weekday `days` after this one, wrapping around the week. */
export const addWeekdays = (weekday: Weekday, days: number): Weekday =>
  (((((weekday - 1 + days) % 7) + 7) % 7) + 1) as Weekday;

export const localMoment = (nowMs: number, timezone?: string | null): LocalMoment => {
  const shifted = nowMs + timezoneOffsetMs(timezone);
  const msOfDay = ((shifted % DAY_MS) + DAY_MS) % DAY_MS;
  // getUTCDay counts Sunday as 0; the spec counts it as 7.
  const weekday = (new Date(shifted).getUTCDay() || 7) as Weekday;
  return {
    weekday,
    dayOfWeek: dayOfWeekOf(weekday),
    secondOfDay: Math.floor(msOfDay / 1000),
    midnightMs: nowMs - msOfDay,
  };
};

import { DAY_LENGTH_SECONDS, isEndOfDay, parseTimeOfDay } from './time-of-day';

/**
 * A span of one day's local time in seconds, half-open [start, end). An end past DAY_LENGTH_SECONDS
 * means the hours run past midnight (18:00–02:00) and continue into the next day.
 */
export interface DailyRange {
  start: number;
  end: number;
}

export const dailyRange = (start: string, end: string): DailyRange => {
  const startSecond = parseTimeOfDay(start);
  const endSecond = isEndOfDay(end) ? DAY_LENGTH_SECONDS : parseTimeOfDay(end);
  // An end at or before the start belongs to the next day.
  return { start: startSecond, end: endSecond <= startSecond ? endSecond + DAY_LENGTH_SECONDS : endSecond };
};

/** 00:00–00:00 or 00:00–23:59: the whole day (spec §3). */
export const isWholeDay = (range: DailyRange): boolean =>
  range.start === 0 && range.end === DAY_LENGTH_SECONDS;

/** Whether the range of this day covers the second of the same day. */
export const coversSameDay = (range: DailyRange, secondOfDay: number): boolean =>
  range.start <= secondOfDay && secondOfDay < range.end;

/** Whether the range of the previous day, running past midnight, still covers this second. */
export const coversFromPreviousDay = (range: DailyRange, secondOfDay: number): boolean =>
  secondOfDay + DAY_LENGTH_SECONDS < range.end;

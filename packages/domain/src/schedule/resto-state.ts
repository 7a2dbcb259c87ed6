import type { OpeningHours } from '../types';
import { coversFromPreviousDay, coversSameDay, dailyRange, isWholeDay } from './daily-range';
import { addWeekdays, dayOfWeekOf, localMoment, type Weekday } from './local-moment';

/** Restaurant states of spec §4. */
export type RestoState = 'OPEN' | 'CLOSED' | 'DAY_OFF' | 'ROUND_THE_CLOCK';

/** The opening hours of one weekday; a day missing from the list is not active. */
export const hoursOn = (openingHours: readonly OpeningHours[], weekday: Weekday): OpeningHours | undefined =>
  openingHours.find((day) => day.dayOfWeek === dayOfWeekOf(weekday));

export const isRoundTheClock = (day: OpeningHours): boolean => isWholeDay(dailyRange(day.open, day.close));

/** Whether yesterday's hours run past midnight and still cover this second (18:00–02:00 at 01:00). */
const openSinceYesterday = (yesterday: OpeningHours | undefined, secondOfDay: number): boolean =>
  yesterday !== undefined &&
  yesterday.active &&
  coversFromPreviousDay(dailyRange(yesterday.open, yesterday.close), secondOfDay);

export const restoStateAt = (
  openingHours: readonly OpeningHours[],
  nowMs: number,
  timezone?: string | null,
): RestoState => {
  const { weekday, secondOfDay } = localMoment(nowMs, timezone);
  if (openSinceYesterday(hoursOn(openingHours, addWeekdays(weekday, -1)), secondOfDay)) return 'OPEN';
  const today = hoursOn(openingHours, weekday);
  if (today === undefined || !today.active) return 'DAY_OFF';
  if (isRoundTheClock(today)) return 'ROUND_THE_CLOCK';
  return coversSameDay(dailyRange(today.open, today.close), secondOfDay) ? 'OPEN' : 'CLOSED';
};

/**
 * Whether the restaurant accepts an order now. Orders carry no delivery time, so there is no
 * ordering ahead: outside the opening hours, as on a day off, the storefront shows the day-off
 * dialog and the API answers 'resto.not-taking-orders'.
 */
export const isTakingOrders = (
  openingHours: readonly OpeningHours[],
  nowMs: number,
  timezone?: string | null,
): boolean => {
  const state = restoStateAt(openingHours, nowMs, timezone);
  return state === 'OPEN' || state === 'ROUND_THE_CLOCK';
};

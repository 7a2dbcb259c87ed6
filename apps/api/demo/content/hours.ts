// Builders for a week of opening hours. 00:00–00:00 reads as round the clock (spec §3).
import { DAYS_OF_WEEK, type DayOfWeek, type OpeningHours } from '@nori/domain';

export const everyDay = (open: string, close: string): OpeningHours[] =>
  DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, active: true, open, close }));

export const roundTheClock = (): OpeningHours[] => everyDay('00:00', '00:00');

/** The same hours every day except the given days off (kept in the list, inactive). */
export const withDaysOff = (week: OpeningHours[], daysOff: DayOfWeek[]): OpeningHours[] =>
  week.map((day) => (daysOff.includes(day.dayOfWeek) ? { ...day, active: false } : day));

/** Overrides the hours of some days, e.g. longer Friday and Saturday evenings. */
export const withHours = (
  week: OpeningHours[],
  days: DayOfWeek[],
  open: string,
  close: string,
): OpeningHours[] => week.map((day) => (days.includes(day.dayOfWeek) ? { ...day, open, close } : day));

import { DAYS_OF_WEEK, type DayOfWeek, type OpeningHours } from '../../src/types';

/** 2024-01-01 is a Monday; every test instant is written with its offset, so no machine zone leaks in. */
export const at = (iso: string): number => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad fixture instant ${iso}`);
  return ms;
};

/** The same hours on every day, with some days switched off. */
export const everyDay = (open: string, close: string, daysOff: DayOfWeek[] = []): OpeningHours[] =>
  DAYS_OF_WEEK.map((dayOfWeek) => ({ dayOfWeek, active: !daysOff.includes(dayOfWeek), open, close }));

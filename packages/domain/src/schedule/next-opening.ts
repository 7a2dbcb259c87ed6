import type { DayOfWeek, OpeningHours } from '../types';
import { dailyRange } from './daily-range';
import { addWeekdays, dayOfWeekOf, localMoment } from './local-moment';
import { hoursOn, restoStateAt } from './resto-state';
import { formatTimeOfDay } from './time-of-day';

/** When a closed restaurant opens next: today later, or a later day of the week. */
export interface NextOpening {
  /** 0 today, 1 tomorrow … */
  inDays: number;
  dayOfWeek: DayOfWeek;
  /** 'HH:MM' local time. */
  time: string;
}

/** Null when it is open now or never opens (no active day). */
export const nextOpening = (
  openingHours: readonly OpeningHours[],
  nowMs: number,
  timezone?: string | null,
): NextOpening | null => {
  const state = restoStateAt(openingHours, nowMs, timezone);
  if (state === 'OPEN' || state === 'ROUND_THE_CLOCK') return null;
  const { weekday, secondOfDay } = localMoment(nowMs, timezone);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = hoursOn(openingHours, addWeekdays(weekday, inDays));
    if (!day?.active) continue;
    const { start } = dailyRange(day.open, day.close);
    if (inDays === 0 && start <= secondOfDay) continue;
    return { inDays, dayOfWeek: dayOfWeekOf(addWeekdays(weekday, inDays)), time: formatTimeOfDay(start) };
  }
  return null;
};

// The restaurant's opening hours as spans of wall-clock seconds counted from the local midnight
// of one day (day 0), over a run of days. Adjacent spans merge, so a round-the-clock week is one
// span and its slots do not stop at midnight (each day's 'opening' would add the lead time again).
import { dailyRange } from '../../schedule/daily-range';
import { hoursOn } from '../../schedule/resto-state';
import { DAY_LENGTH_SECONDS } from '../../schedule/time-of-day';
import { weekdayOfDayNumber } from '../../schedule/zoned-clock';
import type { OpeningHours } from '../../types';

/** [start, end] in seconds since the local midnight of `fromDay`; end may be the closing second. */
export interface OpenSpan {
  start: number;
  end: number;
}

/** Spans of the business days fromDay − 1 … toDay (yesterday's hours may run past midnight). */
export const openSpans = (
  openingHours: readonly OpeningHours[],
  fromDay: number,
  toDay: number,
): OpenSpan[] => {
  const spans: OpenSpan[] = [];
  for (let day = fromDay - 1; day <= toDay; day += 1) {
    const hours = hoursOn(openingHours, weekdayOfDayNumber(day));
    if (hours === undefined || !hours.active) continue;
    const { start, end } = dailyRange(hours.open, hours.close);
    const shift = (day - fromDay) * DAY_LENGTH_SECONDS;
    const last = spans[spans.length - 1];
    if (last !== undefined && start + shift <= last.end) last.end = Math.max(last.end, end + shift);
    else spans.push({ start: start + shift, end: end + shift });
  }
  return spans;
};

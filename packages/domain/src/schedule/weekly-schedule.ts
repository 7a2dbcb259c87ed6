import { DAYS_OF_WEEK, type DayOfWeek, type OpeningHours } from '../types';
import { dailyRange } from './daily-range';
import { localMoment, weekdayOf, type Weekday } from './local-moment';
import { hoursOn, isRoundTheClock, restoStateAt } from './resto-state';
import { DAY_LENGTH_SECONDS, formatTimeOfDay } from './time-of-day';

export type ScheduleLabel =
  | { kind: 'roundTheClock'; messageKey: 'schedule.roundTheClock' }
  | { kind: 'dayOff'; messageKey: 'schedule.dayOff' }
  /** 'HH:MM-HH:MM'; an end of 00:00 or 23:59 shows as '24:00'. */
  | { kind: 'hours'; text: string };

/** One row of the restaurant schedule (spec §3). */
export interface ScheduleRow {
  dayOfWeek: DayOfWeek;
  weekday: Weekday;
  shortNameKey: string;
  longNameKey: string;
  dayOff: boolean;
  roundTheClock: boolean;
  /** Only on today's row: the restaurant is open (or round the clock) right now. */
  open: boolean;
  /** Only on today's row: today is a working day but the restaurant is closed right now. */
  closed: boolean;
  today: boolean;
  label: ScheduleLabel;
}

const labelFor = (day: OpeningHours | undefined): ScheduleLabel => {
  if (day === undefined || !day.active) return { kind: 'dayOff', messageKey: 'schedule.dayOff' };
  if (isRoundTheClock(day)) return { kind: 'roundTheClock', messageKey: 'schedule.roundTheClock' };
  const { start, end } = dailyRange(day.open, day.close);
  // Hours past midnight show their own end (18:00-02:00), not a second-day clock time.
  const shownEnd = end > DAY_LENGTH_SECONDS ? end - DAY_LENGTH_SECONDS : end;
  return { kind: 'hours', text: `${formatTimeOfDay(start)}-${formatTimeOfDay(shownEnd)}` };
};

/** Monday to Sunday, with today's row marked and the current state on it. */
export const weeklySchedule = (
  openingHours: readonly OpeningHours[],
  nowMs: number,
  timezone?: string | null,
): ScheduleRow[] => {
  const todayWeekday = localMoment(nowMs, timezone).weekday;
  const stateNow = restoStateAt(openingHours, nowMs, timezone);
  return DAYS_OF_WEEK.map((dayOfWeek) => {
    const weekday = weekdayOf(dayOfWeek);
    const day = hoursOn(openingHours, weekday);
    const label = labelFor(day);
    const today = weekday === todayWeekday;
    return {
      dayOfWeek,
      weekday,
      shortNameKey: `schedule.day.short.${dayOfWeek}`,
      longNameKey: `schedule.day.long.${dayOfWeek}`,
      dayOff: label.kind === 'dayOff',
      roundTheClock: label.kind === 'roundTheClock',
      open: today && (stateNow === 'OPEN' || stateNow === 'ROUND_THE_CLOCK'),
      closed: today && stateNow === 'CLOSED',
      today,
      label,
    };
  });
};

import type { PositionId } from '../brand';
import type { Weekday } from '../schedule';
import type { DayOfWeek } from '../types';

/** One weekday of a position time slot as the API sends it (spec §3). */
export interface TimeSlotDetail {
  dayOfWeek: DayOfWeek;
  /** Local time 'HH:MM' or 'HH:MM:SS'. */
  startAt: string;
  /** Local time; 00:00 or 23:59 means the end of the day, an end before the start runs past midnight. */
  endAt: string;
  isActive: boolean;
}

/** When some positions of a menu can be ordered (a lunch menu, a breakfast). */
export interface PositionTimeSlot {
  positionIds: PositionId[];
  details: TimeSlotDetail[];
}

/** Details with the same hours merged: one range for several days. */
export interface TimeSlotRange {
  /** MONDAY = 1 … SUNDAY = 7, ascending. */
  daysOfWeek: Weekday[];
  active: boolean;
  /** Seconds since local midnight. */
  start: number;
  /** Seconds since local midnight, exclusive; past 86400 when the range runs into the next day. */
  end: number;
}

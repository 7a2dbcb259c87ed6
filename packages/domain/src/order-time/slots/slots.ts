// The times a customer can order for ('к 19:30'): on a grid of slotMinutes that starts at each
// opening, never before the opening plus the lead time (the kitchen opens, then cooks), never
// after the closing, never sooner than now plus the lead time, within today and aheadDays more.
// Each is an instant through the wall clock, right across daylight-saving changes.
import { dayOfWeekOf } from '../../schedule/local-moment';
import { DAY_LENGTH_SECONDS, formatTimeOfDay } from '../../schedule/time-of-day';
import {
  instantOfWallTime,
  isoDateOfDayNumber,
  wallTimeAt,
  weekdayOfDayNumber,
} from '../../schedule/zoned-clock';
import { kitchenStartMs, type BusyMode } from '../../desk/busy-mode';
import type { DayOfWeek, OpeningHours } from '../../types';
import { openSpans } from './open-intervals';
import type { OrderTimeSettings } from '../settings';

const MINUTE_MS = 60_000;

/** How many orders each slot (by its instant) already holds. */
export type SlotLoads = ReadonlyMap<number, number>;

export interface OrderSlot {
  atMs: number;
  /** 'HH:MM' on the restaurant's clock. */
  time: string;
  /** It holds as many orders as the kitchen takes (settings.capacity). */
  full: boolean;
}

export interface OrderDay {
  /** 0 today, 1 tomorrow … */
  inDays: number;
  /** 'YYYY-MM-DD' on the restaurant's calendar. */
  date: string;
  dayOfWeek: DayOfWeek;
  slots: OrderSlot[];
}

export interface SlotQuery {
  openingHours: readonly OpeningHours[];
  /** An offset or an IANA name. */
  timezone: string;
  nowMs: number;
  settings: OrderTimeSettings;
  loads?: SlotLoads;
  /** The restaurant's busy mode for the order type: a pause moves the earliest slot (issue 37). */
  busy?: BusyMode;
}

export const isSlotFull = (
  settings: OrderTimeSettings,
  loads: SlotLoads | undefined,
  atMs: number,
): boolean => settings.capacity !== null && (loads?.get(atMs) ?? 0) >= settings.capacity;

/** Every slot from now to the end of the horizon, in time order, full ones marked. */
export const orderSlots = ({
  openingHours,
  timezone,
  nowMs,
  settings,
  loads,
  busy,
}: SlotQuery): OrderSlot[] => {
  const today = wallTimeAt(timezone, nowMs).dayNumber;
  const lastDay = today + settings.aheadDays;
  const step = settings.slotMinutes * 60;
  const lead = settings.leadMinutes * 60;
  const earliestMs = kitchenStartMs(busy, nowMs) + settings.leadMinutes * MINUTE_MS;
  const slots: OrderSlot[] = [];
  for (const span of openSpans(openingHours, today, lastDay)) {
    // The grid starts at the opening, so 25-minute slots from 10:00 read 10:50, 11:15 … every day.
    const first = span.start + Math.ceil(lead / step) * step;
    for (let second = first; second <= span.end; second += step) {
      const dayOffset = Math.floor(second / DAY_LENGTH_SECONDS);
      if (dayOffset > lastDay - today) break;
      const { atMs, exists } = instantOfWallTime(timezone, today, second);
      if (!exists || atMs < earliestMs) continue;
      const last = slots[slots.length - 1];
      // A wall time shown twice in autumn is one instant; keep it once.
      if (last !== undefined && last.atMs >= atMs) continue;
      const time = formatTimeOfDay(second - dayOffset * DAY_LENGTH_SECONDS);
      slots.push({ atMs, time, full: isSlotFull(settings, loads, atMs) });
    }
  }
  return slots;
};

/** The slots grouped by the restaurant's calendar day, today first; days without slots are left out. */
export const orderDays = (query: SlotQuery): OrderDay[] => {
  const today = wallTimeAt(query.timezone, query.nowMs).dayNumber;
  const days = new Map<number, OrderDay>();
  for (const slot of orderSlots(query)) {
    const dayNumber = wallTimeAt(query.timezone, slot.atMs).dayNumber;
    let day = days.get(dayNumber);
    if (day === undefined) {
      day = {
        inDays: dayNumber - today,
        date: isoDateOfDayNumber(dayNumber),
        dayOfWeek: dayOfWeekOf(weekdayOfDayNumber(dayNumber)),
        slots: [],
      };
      days.set(dayNumber, day);
    }
    day.slots.push(slot);
  }
  return [...days.values()];
};

import { localMoment, parseTimeOfDay } from '../schedule';

/** Hours of the day when a discount or promo code applies, local time of the restaurant. */
export interface HourRange {
  /** 'HH:MM' or 'HH:MM:SS'. */
  from: string;
  /** Exclusive; earlier than `from` when the range spans midnight (23:00–05:00). */
  to: string;
}

/**
 * Whether the moment falls in [from, to) on the restaurant's wall clock. No range means every
 * hour; from later than to spans midnight; from equal to to is the whole day, as a range that
 * starts and ends at one instant would otherwise never apply.
 */
export const isWithinHours = (hours: HourRange | null, nowMs: number, timezone?: string | null): boolean => {
  if (hours === null) return true;
  const from = parseTimeOfDay(hours.from);
  const to = parseTimeOfDay(hours.to);
  const { secondOfDay } = localMoment(nowMs, timezone);
  if (from === to) return true;
  return from < to ? from <= secondOfDay && secondOfDay < to : secondOfDay >= from || secondOfDay < to;
};

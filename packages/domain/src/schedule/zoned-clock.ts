// A restaurant's wall clock in its time zone: a fixed offset ('+03:00', spec §3) or an IANA name
// ('Europe/Podgorica') whose offset changes with daylight saving. Fixed offsets stay plain
// arithmetic; only named zones ask Intl, whose formatter is made once per zone (its first use
// loads time-zone data, so a chain on fixed offsets never pays for it).
import { timezoneOffsetMinutes } from './time-zone';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const HALF_DAY_MS = DAY_MS / 2;
const OFFSET_PATTERN = /^(Z|[+-]\d{2}:?\d{2})$/;

/** Whether the text is an offset ('+03:00', 'Z'); an empty or missing zone is the default offset. */
export const isFixedOffset = (timezone?: string | null): boolean =>
  timezone === undefined || timezone === null || timezone === '' || OFFSET_PATTERN.test(timezone);

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** Whether the text names a time zone this runtime knows ('Europe/Moscow'), or is an offset. */
export const isKnownTimeZone = (timezone: string): boolean => {
  if (isFixedOffset(timezone)) {
    try {
      timezoneOffsetMinutes(timezone);
      return true;
    } catch {
      return false;
    }
  }
  try {
    formatterFor(timezone);
    return true;
  } catch {
    return false;
  }
};

/** Minutes east of UTC that the zone's clocks show at this instant. */
export const offsetMinutesAt = (timezone: string | null | undefined, atMs: number): number => {
  if (isFixedOffset(timezone)) return timezoneOffsetMinutes(timezone);
  const wholeSecond = Math.floor(atMs / 1000) * 1000;
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timezone as string).formatToParts(wholeSecond))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wall - wholeSecond) / MINUTE_MS);
};

/**
 * Days since 1970-01-01 on the restaurant's calendar, and the wall clock's second of that day.
 * A day number makes 'tomorrow' plain arithmetic however long the day is.
 */
export interface WallTime {
  dayNumber: number;
  secondOfDay: number;
}

export const wallTimeAt = (timezone: string | null | undefined, atMs: number): WallTime => {
  const wallMs = atMs + offsetMinutesAt(timezone, atMs) * MINUTE_MS;
  const dayNumber = Math.floor(wallMs / DAY_MS);
  return { dayNumber, secondOfDay: Math.floor((wallMs - dayNumber * DAY_MS) / 1000) };
};

/**
 * The instant the wall clock shows `secondOfDay` (which may pass 86400: the next day) of a day.
 * `exists` is false in a spring-forward gap (02:30 on the night clocks jump from 02:00 to 03:00);
 * the instant is then the one just after the gap. A wall time shown twice (autumn) is the earlier.
 */
export const instantOfWallTime = (
  timezone: string | null | undefined,
  dayNumber: number,
  secondOfDay: number,
): { atMs: number; exists: boolean } => {
  const wallMs = dayNumber * DAY_MS + secondOfDay * 1000;
  if (isFixedOffset(timezone))
    return { atMs: wallMs - timezoneOffsetMinutes(timezone) * MINUTE_MS, exists: true };
  // Zones change their offset at most once within a day: the offsets half a day either side are
  // the only candidates. The larger offset first gives the earlier of two instants.
  const before = offsetMinutesAt(timezone, wallMs - HALF_DAY_MS);
  const after = offsetMinutesAt(timezone, wallMs + HALF_DAY_MS);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const atMs = wallMs - offset * MINUTE_MS;
    if (offsetMinutesAt(timezone, atMs) === offset) return { atMs, exists: true };
  }
  return { atMs: wallMs - before * MINUTE_MS, exists: false };
};

/** ISO weekday (MONDAY = 1 … SUNDAY = 7) of a day number; 1970-01-01 was a Thursday. */
export const weekdayOfDayNumber = (dayNumber: number): 1 | 2 | 3 | 4 | 5 | 6 | 7 =>
  (((((dayNumber + 3) % 7) + 7) % 7) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** 'YYYY-MM-DD' of a day number. */
export const isoDateOfDayNumber = (dayNumber: number): string =>
  new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

/** The offset as spec §3 writes it, '+01:00', for clients that read only the offset field. */
export const formatOffset = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
};

import { DEFAULT_TIMEZONE } from '../types';

const OFFSET_PATTERN = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * Offsets already read. A preflight places every order slot of the coming days on the clock, each
 * reading its restaurant's offset: the regular expression was 3 % of the API's CPU under load. The
 * texts come from the catalog (a few per chain); the bound only keeps odd input from growing it.
 */
const readOffsets = new Map<string, number>();
const MAX_READ_OFFSETS = 64;

/**
 * Minutes east of UTC for an offset such as '+03:00', '-05:30' or 'Z'. A restaurant without a
 * time zone is in DEFAULT_TIMEZONE (spec §3). Named zones with daylight saving: zoned-clock.ts.
 */
export const timezoneOffsetMinutes = (timezone?: string | null): number => {
  const text = timezone === undefined || timezone === null || timezone === '' ? DEFAULT_TIMEZONE : timezone;
  const known = readOffsets.get(text);
  if (known !== undefined) return known;
  const minutes = readOffset(text);
  if (readOffsets.size < MAX_READ_OFFSETS) readOffsets.set(text, minutes);
  return minutes;
};

const readOffset = (text: string): number => {
  if (text === 'Z') return 0;
  const match = OFFSET_PATTERN.exec(text);
  const [, sign, hours, minutes] = match ?? [];
  if (sign === undefined || hours === undefined || minutes === undefined) {
    throw new RangeError(`Time zone must be an offset like '+03:00', got '${text}'`);
  }
  const total = Number(hours) * 60 + Number(minutes);
  if (Number(minutes) > 59 || total > 14 * 60)
    throw new RangeError(`Time zone offset out of range: '${text}'`);
  return sign === '-' ? -total : total;
};

import { DEFAULT_TIMEZONE } from '../types';

const OFFSET_PATTERN = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * Minutes east of UTC for an offset such as '+03:00', '-05:30' or 'Z'. A restaurant without a
 * time zone is in DEFAULT_TIMEZONE (spec §3). Named zones with daylight saving: zoned-clock.ts.
 */
export const timezoneOffsetMinutes = (timezone?: string | null): number => {
  const text = timezone === undefined || timezone === null || timezone === '' ? DEFAULT_TIMEZONE : timezone;
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

// Times of day as whole seconds since local midnight. Opening hours and position time slots both
// arrive as 'HH:MM' or 'HH:MM:SS' strings.

/** The length of a day for schedule ranges (spec §9). */
export const DAY_LENGTH_SECONDS = 86_400;

const TIME_PATTERN = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds since midnight of 'HH:MM' or 'HH:MM:SS'; throws on anything else. */
export const parseTimeOfDay = (text: string): number => {
  const [, hours, minutes, seconds = '00'] = TIME_PATTERN.exec(text) ?? [];
  if (
    hours === undefined ||
    minutes === undefined ||
    Number(hours) > 23 ||
    Number(minutes) > 59 ||
    Number(seconds) > 59
  ) {
    throw new RangeError(`Time of day must be 'HH:MM' or 'HH:MM:SS', got '${text}'`);
  }
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
};

/**
 * An end of 00:00 or 23:59 reads as 23:59:59 (spec §3): the range lasts to the end of the day.
 * Ranges are half-open at whole seconds, so "up to 23:59:59 inclusive" is an exclusive end of 86400.
 */
export const isEndOfDay = (end: string): boolean => {
  const seconds = parseTimeOfDay(end);
  return seconds < 60 || Math.floor(seconds / 60) === 23 * 60 + 59;
};

/** 'HH:MM' for a second of the day; the end of the day (86400) is '24:00'. */
export const formatTimeOfDay = (secondOfDay: number): string => {
  const totalMinutes = Math.floor(secondOfDay / 60);
  const hours = String(Math.floor(totalMinutes / 60)).padStart(2, '0');
  const minutes = String(totalMinutes % 60).padStart(2, '0');
  return `${hours}:${minutes}`;
};

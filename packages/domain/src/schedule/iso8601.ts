// ISO 8601 calendar dates and date-times, parsed by hand: Date.parse accepts many non-ISO forms
// and reads a date-time without an offset in the machine's own zone.

/** The text the spec gives for a date that is not ISO 8601 (spec §5). */
export const NON_ISO_8601_DATE = 'Non ISO 8601 compliant date';

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Epoch milliseconds of an ISO 8601 date or date-time, or null when the text is not one.
 * A date-time without an offset is read as UTC (`assumedOffsetMinutes` changes that).
 */
export const parseIso8601 = (text: string, assumedOffsetMinutes = 0): number | null => {
  const match = ISO_PATTERN.exec(text.trim());
  if (match === null) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone] = match;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const [hour, minute, second] = [Number(h), Number(mi), Number(s)];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const offsetMinutes = zone === undefined ? assumedOffsetMinutes : zoneMinutes(zone);
  if (offsetMinutes === null) return null;
  const millis = Math.floor(Number(`0.${fraction || '0'}`) * 1000);
  return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
};

const zoneMinutes = (zone: string): number | null => {
  if (zone === 'Z') return 0;
  const digits = zone.replace(':', '');
  const hours = Number(digits.slice(1, 3));
  const minutes = Number(digits.slice(3, 5));
  if (hours > 14 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
};

export const isIso8601 = (text: string): boolean => parseIso8601(text) !== null;

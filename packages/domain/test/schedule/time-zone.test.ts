import { describe, expect, it } from 'vitest';
import { timezoneOffsetMinutes } from '../../src/schedule';

describe('timezoneOffsetMinutes', () => {
  it('reads east and west offsets with minutes', () => {
    expect(timezoneOffsetMinutes('+03:00')).toBe(180);
    expect(timezoneOffsetMinutes('-05:30')).toBe(-330);
    expect(timezoneOffsetMinutes('+0545')).toBe(345);
    expect(timezoneOffsetMinutes('Z')).toBe(0);
  });

  it('defaults a missing zone to +03:00 (spec §9)', () => {
    expect(timezoneOffsetMinutes(undefined)).toBe(180);
    expect(timezoneOffsetMinutes(null)).toBe(180);
    expect(timezoneOffsetMinutes('')).toBe(180);
  });

  it('rejects names and out-of-range offsets instead of guessing', () => {
    expect(() => timezoneOffsetMinutes('Europe/Moscow')).toThrow(RangeError);
    expect(() => timezoneOffsetMinutes('+3')).toThrow(RangeError);
    expect(() => timezoneOffsetMinutes('+15:00')).toThrow(RangeError);
    expect(() => timezoneOffsetMinutes('+03:60')).toThrow(RangeError);
  });
});

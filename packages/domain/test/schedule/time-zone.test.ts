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

  it('answers the same when asked again (offsets are kept once read), and refuses a bad one again', () => {
    for (let round = 0; round < 3; round++) {
      expect(timezoneOffsetMinutes('+05:45')).toBe(345);
      expect(timezoneOffsetMinutes('-09:30')).toBe(-570);
      expect(() => timezoneOffsetMinutes('+25:00')).toThrow(RangeError);
    }
  });

  it('still reads offsets past the number it keeps', () => {
    for (let hours = 0; hours <= 14; hours++)
      for (const minutes of ['00', '15', '30', '45']) {
        if (hours === 14 && minutes !== '00') continue;
        const text = `-${String(hours).padStart(2, '0')}:${minutes}`;
        expect(timezoneOffsetMinutes(text)).toBe(-(hours * 60 + Number(minutes)));
      }
  });
});

import { describe, expect, it } from 'vitest';
import { addWeekdays, localMoment, parseTimeOfDay, formatTimeOfDay } from '../../src/schedule';
import { at } from './fixtures';

describe('localMoment', () => {
  it('counts Monday as 1 and Sunday as 7', () => {
    expect(localMoment(at('2024-01-01T12:00:00+03:00'), '+03:00')).toMatchObject({
      weekday: 1,
      dayOfWeek: 'MONDAY',
    });
    expect(localMoment(at('2024-01-07T12:00:00+03:00'), '+03:00')).toMatchObject({
      weekday: 7,
      dayOfWeek: 'SUNDAY',
    });
  });

  it("reads the weekday and time on the restaurant's clock, not UTC's", () => {
    // Sunday 22:30 UTC is already Monday 01:30 in Moscow and still Sunday 17:00 in '-05:30'.
    const instant = at('2024-01-07T22:30:00Z');
    expect(localMoment(instant, '+03:00')).toMatchObject({ weekday: 1, secondOfDay: 1 * 3600 + 30 * 60 });
    expect(localMoment(instant, '-05:30')).toMatchObject({ weekday: 7, secondOfDay: 17 * 3600 });
  });

  it('uses +03:00 when no zone is given and finds local midnight', () => {
    const moment = localMoment(at('2024-01-03T00:00:59.900+03:00'));
    expect(moment).toMatchObject({
      weekday: 3,
      secondOfDay: 59,
      midnightMs: at('2024-01-03T00:00:00+03:00'),
    });
  });

  it('handles instants before 1970', () => {
    expect(localMoment(at('1969-12-31T23:00:00Z'), 'Z')).toMatchObject({ weekday: 3, secondOfDay: 82_800 });
  });

  it('wraps weekdays around the week', () => {
    expect(addWeekdays(1, -1)).toBe(7);
    expect(addWeekdays(7, 1)).toBe(1);
    expect(addWeekdays(3, 14)).toBe(3);
  });
});

describe('times of day', () => {
  it('parses HH:MM and HH:MM:SS and formats back to HH:MM', () => {
    expect(parseTimeOfDay('09:30')).toBe(34_200);
    expect(parseTimeOfDay('23:59:59')).toBe(86_399);
    expect(formatTimeOfDay(34_200)).toBe('09:30');
    expect(formatTimeOfDay(86_400)).toBe('24:00');
  });

  it('rejects malformed times', () => {
    for (const text of ['9:30', '24:00', '12:60', '12:00:60', '', 'noon']) {
      expect(() => parseTimeOfDay(text), text).toThrow(RangeError);
    }
  });
});

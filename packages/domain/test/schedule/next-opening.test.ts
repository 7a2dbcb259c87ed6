import { describe, expect, it } from 'vitest';
import { nextOpening } from '../../src/schedule';
import type { OpeningHours } from '../../src/types';

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
// 10:00–22:00 every day but Monday.
const hours: OpeningHours[] = DAYS.map((dayOfWeek) => ({
  dayOfWeek,
  active: dayOfWeek !== 'MONDAY',
  open: '10:00',
  close: '22:00',
}));

describe('nextOpening', () => {
  it('says today at the opening time before it, and null while open', () => {
    // Tuesday 2026-11-24 08:00 and 12:00 in +03:00.
    expect(nextOpening(hours, Date.parse('2026-11-24T05:00:00Z'), '+03:00')).toEqual({
      inDays: 0,
      dayOfWeek: 'TUESDAY',
      time: '10:00',
    });
    expect(nextOpening(hours, Date.parse('2026-11-24T09:00:00Z'), '+03:00')).toBeNull();
  });

  it('skips a day off: Sunday night opens on Tuesday', () => {
    expect(nextOpening(hours, Date.parse('2026-11-22T20:00:00Z'), '+03:00')).toEqual({
      inDays: 2,
      dayOfWeek: 'TUESDAY',
      time: '10:00',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { weeklySchedule } from '../../src/schedule';
import type { OpeningHours } from '../../src/types';
import { at } from './fixtures';

const hours: OpeningHours[] = [
  { dayOfWeek: 'MONDAY', active: true, open: '10:00', close: '22:00' },
  { dayOfWeek: 'TUESDAY', active: true, open: '10:00', close: '23:59' },
  { dayOfWeek: 'WEDNESDAY', active: true, open: '10:00:00', close: '00:00:00' },
  { dayOfWeek: 'THURSDAY', active: true, open: '00:00', close: '00:00' },
  { dayOfWeek: 'FRIDAY', active: true, open: '18:00', close: '02:00' },
  { dayOfWeek: 'SATURDAY', active: false, open: '10:00', close: '22:00' },
];

describe('weeklySchedule', () => {
  it('lists Monday to Sunday with message keys for short and long day names', () => {
    const rows = weeklySchedule(hours, at('2024-01-01T12:00:00+03:00'), '+03:00');
    expect(rows.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows[6]).toMatchObject({
      dayOfWeek: 'SUNDAY',
      shortNameKey: 'schedule.day.short.SUNDAY',
      longNameKey: 'schedule.day.long.SUNDAY',
    });
  });

  it("labels hours 'HH:MM-HH:MM', with 24:00 for an end of 23:59 or 00:00", () => {
    const labels = weeklySchedule(hours, at('2024-01-01T12:00:00+03:00')).map((row) => row.label);
    expect(labels).toEqual([
      { kind: 'hours', text: '10:00-22:00' },
      { kind: 'hours', text: '10:00-24:00' },
      { kind: 'hours', text: '10:00-24:00' },
      { kind: 'roundTheClock', messageKey: 'schedule.roundTheClock' },
      { kind: 'hours', text: '18:00-02:00' },
      { kind: 'dayOff', messageKey: 'schedule.dayOff' },
      { kind: 'dayOff', messageKey: 'schedule.dayOff' },
    ]);
  });

  it('flags day off and round the clock per day', () => {
    const rows = weeklySchedule(hours, at('2024-01-01T12:00:00+03:00'));
    expect(rows.map((row) => row.dayOff)).toEqual([false, false, false, false, false, true, true]);
    expect(rows.map((row) => row.roundTheClock)).toEqual([false, false, false, true, false, false, false]);
  });

  it("marks today and puts the current state on today's row only", () => {
    const openMonday = weeklySchedule(hours, at('2024-01-01T12:00:00+03:00'));
    expect(openMonday.map((row) => row.today)).toEqual([true, false, false, false, false, false, false]);
    expect(openMonday.filter((row) => row.open).map((row) => row.dayOfWeek)).toEqual(['MONDAY']);
    expect(openMonday.some((row) => row.closed)).toBe(false);

    const closedMonday = weeklySchedule(hours, at('2024-01-01T23:00:00+03:00'));
    expect(closedMonday.filter((row) => row.closed).map((row) => row.dayOfWeek)).toEqual(['MONDAY']);
    expect(closedMonday.some((row) => row.open)).toBe(false);
  });

  it('shows a day off that is still open from the night before as open, not closed', () => {
    // Saturday 01:00: Friday's 18:00-02:00 is still running.
    const saturday = weeklySchedule(hours, at('2024-01-06T01:00:00+03:00'))[5];
    expect(saturday).toMatchObject({ today: true, dayOff: true, open: true, closed: false });
  });

  it('shows round the clock today as open', () => {
    const thursday = weeklySchedule(hours, at('2024-01-04T04:00:00+03:00'))[3];
    expect(thursday).toMatchObject({ today: true, roundTheClock: true, open: true, closed: false });
  });
});

import { describe, expect, it } from 'vitest';
import { id, type PositionId } from '../../src/brand';
import {
  availableFromMessage,
  isPositionAvailable,
  nextAvailability,
  type PositionTimeSlot,
} from '../../src/time-slots';
import { at } from '../schedule/fixtures';

const lunch = id<PositionId>(10);
const nightRoll = id<PositionId>(11);
const unlimited = id<PositionId>(12);
const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

const slots: PositionTimeSlot[] = [
  {
    positionIds: [lunch],
    details: [
      ...weekdays.map((dayOfWeek) => ({ dayOfWeek, startAt: '12:00', endAt: '16:00', isActive: true })),
      { dayOfWeek: 'SATURDAY', startAt: '12:00', endAt: '16:00', isActive: false },
    ],
  },
  {
    positionIds: [nightRoll],
    details: [{ dayOfWeek: 'FRIDAY', startAt: '22:00', endAt: '02:00', isActive: true }],
  },
];

// 2024-01-01 is a Monday.
describe('isPositionAvailable', () => {
  it('always offers a position that no slot names', () => {
    expect(isPositionAvailable(unlimited, slots, at('2024-01-07T03:00:00+03:00'), '+03:00')).toBe(true);
    expect(isPositionAvailable(unlimited, [], at('2024-01-07T03:00:00+03:00'))).toBe(true);
  });

  it('offers a slotted position only inside an active range of the weekday', () => {
    expect(isPositionAvailable(lunch, slots, at('2024-01-01T11:59:59+03:00'), '+03:00')).toBe(false);
    expect(isPositionAvailable(lunch, slots, at('2024-01-01T12:00:00+03:00'), '+03:00')).toBe(true);
    expect(isPositionAvailable(lunch, slots, at('2024-01-05T15:59:59+03:00'), '+03:00')).toBe(true);
    expect(isPositionAvailable(lunch, slots, at('2024-01-05T16:00:00+03:00'), '+03:00')).toBe(false);
  });

  it('does not offer it on an inactive or missing day', () => {
    expect(isPositionAvailable(lunch, slots, at('2024-01-06T13:00:00+03:00'), '+03:00')).toBe(false);
    expect(isPositionAvailable(lunch, slots, at('2024-01-07T13:00:00+03:00'), '+03:00')).toBe(false);
  });

  it('continues a range past midnight into the next day', () => {
    expect(isPositionAvailable(nightRoll, slots, at('2024-01-06T01:59:59+03:00'), '+03:00')).toBe(true);
    expect(isPositionAvailable(nightRoll, slots, at('2024-01-06T02:00:00+03:00'), '+03:00')).toBe(false);
    expect(isPositionAvailable(nightRoll, slots, at('2024-01-05T01:00:00+03:00'), '+03:00')).toBe(false);
  });

  it("uses the restaurant's time zone", () => {
    // 09:30 UTC is 12:30 in Moscow but 04:00 in '-05:30'.
    expect(isPositionAvailable(lunch, slots, at('2024-01-01T09:30:00Z'), '+03:00')).toBe(true);
    expect(isPositionAvailable(lunch, slots, at('2024-01-01T09:30:00Z'), '-05:30')).toBe(false);
  });
});

describe('nextAvailability', () => {
  it('is later today before the range starts', () => {
    expect(nextAvailability(lunch, slots, at('2024-01-01T09:15:00+03:00'), '+03:00')).toEqual({
      weekday: 1,
      dayOfWeek: 'MONDAY',
      daysAhead: 0,
      start: '12:00',
      atMs: at('2024-01-01T12:00:00+03:00'),
    });
  });

  it('is tomorrow after the range ended, and skips inactive days and weekends', () => {
    expect(nextAvailability(lunch, slots, at('2024-01-01T17:00:00+03:00'), '+03:00')).toMatchObject({
      dayOfWeek: 'TUESDAY',
      daysAhead: 1,
      atMs: at('2024-01-02T12:00:00+03:00'),
    });
    expect(nextAvailability(lunch, slots, at('2024-01-05T17:00:00+03:00'), '+03:00')).toMatchObject({
      dayOfWeek: 'MONDAY',
      daysAhead: 3,
      atMs: at('2024-01-08T12:00:00+03:00'),
    });
  });

  it('reaches the same weekday next week for a weekly slot that has just ended', () => {
    expect(nextAvailability(nightRoll, slots, at('2024-01-06T03:00:00+03:00'), '+03:00')).toMatchObject({
      dayOfWeek: 'FRIDAY',
      daysAhead: 6,
    });
    expect(nextAvailability(nightRoll, slots, at('2024-01-05T23:00:00+03:00'), '+03:00')).toBeNull();
    const onlyMonday: PositionTimeSlot[] = [
      {
        positionIds: [lunch],
        details: [{ dayOfWeek: 'MONDAY', startAt: '12:00', endAt: '16:00', isActive: true }],
      },
    ];
    expect(nextAvailability(lunch, onlyMonday, at('2024-01-01T17:00:00+03:00'), '+03:00')).toMatchObject({
      daysAhead: 7,
      atMs: at('2024-01-08T12:00:00+03:00'),
    });
  });

  it('is null when the position is available now, has no slots, or is never active', () => {
    expect(nextAvailability(lunch, slots, at('2024-01-01T13:00:00+03:00'), '+03:00')).toBeNull();
    expect(nextAvailability(unlimited, slots, at('2024-01-01T03:00:00+03:00'), '+03:00')).toBeNull();
    const never: PositionTimeSlot[] = [
      {
        positionIds: [lunch],
        details: [{ dayOfWeek: 'MONDAY', startAt: '12:00', endAt: '16:00', isActive: false }],
      },
    ];
    expect(nextAvailability(lunch, never, at('2024-01-01T03:00:00+03:00'), '+03:00')).toBeNull();
  });
});

describe('availableFromMessage', () => {
  it('says today, tomorrow or the day', () => {
    const base = { weekday: 3, dayOfWeek: 'WEDNESDAY', start: '12:00', atMs: 0 } as const;
    expect(availableFromMessage({ ...base, daysAhead: 0 })).toEqual({
      key: 'schedule.availableFrom.today',
      params: { time: '12:00' },
    });
    expect(availableFromMessage({ ...base, daysAhead: 1 }).key).toBe('schedule.availableFrom.tomorrow');
    expect(availableFromMessage({ ...base, daysAhead: 2 })).toEqual({
      key: 'schedule.availableFrom.day',
      params: { time: '12:00', day: { key: 'schedule.day.short.WEDNESDAY' } },
    });
  });
});

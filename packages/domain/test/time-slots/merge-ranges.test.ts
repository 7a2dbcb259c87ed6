import { describe, expect, it } from 'vitest';
import { id, type PositionId } from '../../src/brand';
import { mergeTimeSlotDetails, rangesForPosition, type TimeSlotDetail } from '../../src/time-slots';

const detail = (dayOfWeek: TimeSlotDetail['dayOfWeek'], startAt: string, endAt: string, isActive = true) => ({
  dayOfWeek,
  startAt,
  endAt,
  isActive,
});

describe('mergeTimeSlotDetails', () => {
  it('merges days with the same hours into one range, days ascending (Monday 1 … Sunday 7)', () => {
    const ranges = mergeTimeSlotDetails([
      detail('SUNDAY', '10:00', '14:00'),
      detail('TUESDAY', '12:00', '16:00'),
      detail('MONDAY', '12:00:00', '16:00'),
      detail('WEDNESDAY', '12:00', '16:00'),
    ]);
    expect(ranges).toEqual([
      { daysOfWeek: [1, 2, 3], active: true, start: 43_200, end: 57_600 },
      { daysOfWeek: [7], active: true, start: 36_000, end: 50_400 },
    ]);
  });

  it('keeps different hours and inactive days apart', () => {
    const ranges = mergeTimeSlotDetails([
      detail('MONDAY', '12:00', '16:00'),
      detail('TUESDAY', '12:00', '16:00', false),
      detail('WEDNESDAY', '12:00', '17:00'),
    ]);
    expect(ranges.map((range) => [range.daysOfWeek, range.active, range.end])).toEqual([
      [[1], true, 57_600],
      [[2], false, 57_600],
      [[3], true, 61_200],
    ]);
  });

  it('reads an end of 00:00 or 23:59 as the end of the day and an earlier end as past midnight', () => {
    const [wholeEvening, lateNight] = mergeTimeSlotDetails([
      detail('MONDAY', '18:00', '00:00'),
      detail('TUESDAY', '18:00', '23:59'),
      detail('FRIDAY', '22:00', '02:00'),
    ]);
    expect(wholeEvening).toEqual({ daysOfWeek: [1, 2], active: true, start: 64_800, end: 86_400 });
    expect(lateNight).toMatchObject({ daysOfWeek: [5], start: 79_200, end: 86_400 + 7_200 });
  });
});

describe('rangesForPosition', () => {
  const lunch = id<PositionId>(1);
  const slots = [
    { positionIds: [lunch], details: [detail('MONDAY', '12:00', '16:00')] },
    { positionIds: [id<PositionId>(2), lunch], details: [detail('TUESDAY', '12:00', '16:00')] },
  ];

  it('joins every slot that names the position', () => {
    expect(rangesForPosition(lunch, slots)).toEqual([
      { daysOfWeek: [1, 2], active: true, start: 43_200, end: 57_600 },
    ]);
  });

  it('answers null for a position without slots', () => {
    expect(rangesForPosition(id<PositionId>(3), slots)).toBeNull();
  });

  it('reads the same slots once per position, and another slots array anew', () => {
    const first = rangesForPosition(lunch, slots);
    expect(rangesForPosition(lunch, slots)).toBe(first);
    const later = [{ positionIds: [lunch], details: [detail('FRIDAY', '10:00', '11:00')] }];
    expect(rangesForPosition(lunch, later)).toEqual([
      { daysOfWeek: [5], active: true, start: 36_000, end: 39_600 },
    ]);
    expect(rangesForPosition(lunch, slots)).toBe(first);
  });
});

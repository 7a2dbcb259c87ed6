import { describe, expect, it } from 'vitest';
import { isTakingOrders, restoStateAt } from '../../src/schedule';
import type { OpeningHours } from '../../src/types';
import { at, everyDay } from './fixtures';

describe('restoStateAt', () => {
  const tenToTen = everyDay('10:00', '22:00', ['SUNDAY']);

  it('is open inside the hours and closed outside them', () => {
    expect(restoStateAt(tenToTen, at('2024-01-01T09:59:59+03:00'), '+03:00')).toBe('CLOSED');
    expect(restoStateAt(tenToTen, at('2024-01-01T10:00:00+03:00'), '+03:00')).toBe('OPEN');
    expect(restoStateAt(tenToTen, at('2024-01-01T21:59:59+03:00'), '+03:00')).toBe('OPEN');
    expect(restoStateAt(tenToTen, at('2024-01-01T22:00:00+03:00'), '+03:00')).toBe('CLOSED');
  });

  it('is a day off when the day is not active or not listed', () => {
    expect(restoStateAt(tenToTen, at('2024-01-07T12:00:00+03:00'), '+03:00')).toBe('DAY_OFF');
    const mondayOnly: OpeningHours[] = [{ dayOfWeek: 'MONDAY', active: true, open: '10:00', close: '22:00' }];
    expect(restoStateAt(mondayOnly, at('2024-01-02T12:00:00+03:00'), '+03:00')).toBe('DAY_OFF');
  });

  it('is round the clock for 00:00–00:00 and 00:00–23:59', () => {
    expect(restoStateAt(everyDay('00:00', '00:00'), at('2024-01-01T03:00:00+03:00'))).toBe('ROUND_THE_CLOCK');
    expect(restoStateAt(everyDay('00:00', '23:59'), at('2024-01-01T23:59:59+03:00'))).toBe('ROUND_THE_CLOCK');
    expect(restoStateAt(everyDay('00:00:00', '23:59:00'), at('2024-01-01T12:00:00+03:00'))).toBe(
      'ROUND_THE_CLOCK',
    );
  });

  it('reads a close of 23:59 as open through 23:59:59', () => {
    const hours = everyDay('10:00', '23:59', ['TUESDAY']);
    expect(restoStateAt(hours, at('2024-01-01T23:59:00+03:00'))).toBe('OPEN');
    expect(restoStateAt(hours, at('2024-01-01T23:59:59.999+03:00'))).toBe('OPEN');
    // Tuesday is off: the Monday hours do not leak past midnight.
    expect(restoStateAt(hours, at('2024-01-02T00:00:00+03:00'))).toBe('DAY_OFF');
  });

  it('reads a close of 00:00 as the end of the same day, not an empty range', () => {
    const hours = everyDay('10:00', '00:00');
    expect(restoStateAt(hours, at('2024-01-01T23:59:59+03:00'))).toBe('OPEN');
    expect(restoStateAt(hours, at('2024-01-02T00:00:00+03:00'))).toBe('CLOSED');
    expect(restoStateAt(hours, at('2024-01-02T09:59:59+03:00'))).toBe('CLOSED');
  });

  it('continues hours past midnight into the next day, even a day off', () => {
    const lateNight = everyDay('18:00', '02:00', ['TUESDAY']);
    expect(restoStateAt(lateNight, at('2024-01-01T23:00:00+03:00'))).toBe('OPEN');
    expect(restoStateAt(lateNight, at('2024-01-02T01:59:59+03:00'))).toBe('OPEN');
    expect(restoStateAt(lateNight, at('2024-01-02T02:00:00+03:00'))).toBe('DAY_OFF');
    // Tuesday is off, so nothing spills into Wednesday morning.
    expect(restoStateAt(lateNight, at('2024-01-03T01:00:00+03:00'))).toBe('CLOSED');
    expect(restoStateAt(lateNight, at('2024-01-03T17:59:59+03:00'))).toBe('CLOSED');
  });

  it('spills Sunday night into Monday morning across the week boundary', () => {
    const hours: OpeningHours[] = [{ dayOfWeek: 'SUNDAY', active: true, open: '20:00', close: '03:00' }];
    expect(restoStateAt(hours, at('2024-01-08T02:30:00+03:00'))).toBe('OPEN');
  });

  it("judges by the restaurant's own time zone", () => {
    const instant = at('2024-01-01T20:00:00Z');
    expect(restoStateAt(tenToTen, instant, '+03:00')).toBe('CLOSED'); // 23:00 in Moscow
    expect(restoStateAt(tenToTen, instant, '-05:30')).toBe('OPEN'); // 14:30 in '-05:30'
  });
});

describe('isTakingOrders', () => {
  it('takes orders when open or round the clock, not when closed or on a day off', () => {
    const hours = everyDay('10:00', '22:00', ['SUNDAY']);
    expect(isTakingOrders(hours, at('2024-01-01T12:00:00+03:00'), '+03:00')).toBe(true);
    expect(isTakingOrders(everyDay('00:00', '00:00'), at('2024-01-01T03:00:00+03:00'))).toBe(true);
    expect(isTakingOrders(hours, at('2024-01-01T23:00:00+03:00'), '+03:00')).toBe(false);
    expect(isTakingOrders(hours, at('2024-01-07T12:00:00+03:00'), '+03:00')).toBe(false);
  });
});

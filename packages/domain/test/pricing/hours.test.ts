import { describe, expect, it } from 'vitest';
import { isWithinHours } from '../../src/pricing';
import { at } from './fixtures';

describe('isWithinHours', () => {
  const lunch = { from: '11:00', to: '16:00' };

  it('applies from the start up to, not including, the end', () => {
    expect(isWithinHours(lunch, at('10:59:59'), '+03:00')).toBe(false);
    expect(isWithinHours(lunch, at('11:00:00'), '+03:00')).toBe(true);
    expect(isWithinHours(lunch, at('15:59:59'), '+03:00')).toBe(true);
    expect(isWithinHours(lunch, at('16:00:00'), '+03:00')).toBe(false);
  });

  it('spans midnight when from is later than to (23:00–05:00)', () => {
    const night = { from: '23:00', to: '05:00' };
    expect(isWithinHours(night, at('23:30:00'), '+03:00')).toBe(true);
    expect(isWithinHours(night, at('04:59:00'), '+03:00')).toBe(true);
    expect(isWithinHours(night, at('05:00:00'), '+03:00')).toBe(false);
    expect(isWithinHours(night, at('12:00:00'), '+03:00')).toBe(false);
  });

  it("reads the hours on the restaurant's clock, not UTC", () => {
    // 12:00 in Moscow is 10:00 in Budva (+01:00): before lunch starts there.
    expect(isWithinHours(lunch, at('12:00:00'), '+01:00')).toBe(false);
    expect(isWithinHours(lunch, at('12:00:00'), '+03:00')).toBe(true);
  });

  it('treats no range, and a range that starts where it ends, as every hour', () => {
    expect(isWithinHours(null, at('03:00:00'), '+03:00')).toBe(true);
    expect(isWithinHours({ from: '10:00', to: '10:00' }, at('03:00:00'), '+03:00')).toBe(true);
  });
});

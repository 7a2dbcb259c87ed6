import { describe, expect, it } from 'vitest';
import { id, minorUnits, type RestoId } from '../../src/brand';
import { bestDiscount, discountAmount, isDiscountApplicable } from '../../src/pricing';
import { at, discount, moment } from './fixtures';

describe('discountAmount', () => {
  it('takes a percentage rounded down to whole minor units', () => {
    expect(discountAmount({ kind: 'PERCENT', value: 10 }, minorUnits(49900))).toBe(4990);
    expect(discountAmount({ kind: 'PERCENT', value: 15 }, minorUnits(19999))).toBe(2999);
  });

  it('takes a fixed sum, never more than the amount', () => {
    expect(discountAmount({ kind: 'FIXED', value: 30000 }, minorUnits(100000))).toBe(30000);
    expect(discountAmount({ kind: 'FIXED', value: 30000 }, minorUnits(19900))).toBe(19900);
  });

  it('takes at most everything, and nothing of nothing', () => {
    expect(discountAmount({ kind: 'PERCENT', value: 100 }, minorUnits(12345))).toBe(12345);
    expect(discountAmount({ kind: 'PERCENT', value: 150 }, minorUnits(12345))).toBe(12345);
    expect(discountAmount({ kind: 'FIXED', value: 500 }, minorUnits(0))).toBe(0);
  });

  it('refuses a fractional or negative value', () => {
    expect(() => discountAmount({ kind: 'PERCENT', value: 2.5 }, minorUnits(100))).toThrow(RangeError);
    expect(() => discountAmount({ kind: 'FIXED', value: -1 }, minorUnits(100))).toThrow(RangeError);
  });
});

describe('automatic discounts', () => {
  it('apply only when active, for the order type, at the restaurant and in their hours', () => {
    const takeAway = discount({ deliveryTypes: ['TAKE_AWAY'] });
    expect(isDiscountApplicable(takeAway, moment({ deliveryType: 'TAKE_AWAY' }))).toBe(true);
    expect(isDiscountApplicable(takeAway, moment({ deliveryType: 'DELIVERY' }))).toBe(false);
    expect(isDiscountApplicable(discount({ active: false }), moment())).toBe(false);
    const elsewhere = discount({ restoIds: [id<RestoId>(2)] });
    expect(isDiscountApplicable(elsewhere, moment())).toBe(false);
    const happyHours = discount({ hours: { from: '15:00', to: '17:00' } });
    expect(isDiscountApplicable(happyHours, moment({ nowMs: at('16:00:00') }))).toBe(true);
    expect(isDiscountApplicable(happyHours, moment({ nowMs: at('17:00:00') }))).toBe(false);
  });

  it('do not stack: the one that takes the most wins, ties go to the first', () => {
    const tenPercent = discount({ id: 1, value: 10 });
    const twentyPercent = discount({ id: 2, name: 'Счастливые часы −20%', value: 20 });
    const fixed = discount({ id: 3, kind: 'FIXED', value: 20000 });
    expect(bestDiscount([tenPercent, twentyPercent], moment(), minorUnits(100000))).toEqual({
      discount: twentyPercent,
      amount: 20000,
    });
    expect(bestDiscount([fixed, twentyPercent], moment(), minorUnits(100000))?.discount.id).toBe(3);
    expect(bestDiscount([fixed, twentyPercent], moment(), minorUnits(50000))?.discount.id).toBe(3);
  });

  it('choose nothing when none applies or none takes anything', () => {
    expect(bestDiscount([discount({ active: false })], moment(), minorUnits(100000))).toBeNull();
    expect(bestDiscount([discount()], moment(), minorUnits(0))).toBeNull();
    expect(bestDiscount([], moment(), minorUnits(100000))).toBeNull();
  });
});

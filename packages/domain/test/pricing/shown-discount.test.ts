import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { priceCart, shownDiscount } from '../../src/pricing';

describe('shownDiscount', () => {
  it('adds the automatic discount and the promo code', () => {
    expect(shownDiscount({ automatic: minorUnits(1500), promoCode: minorUnits(250) })).toBe(1750);
    expect(shownDiscount({ automatic: minorUnits(0), promoCode: minorUnits(300) })).toBe(300);
    expect(shownDiscount({ automatic: minorUnits(0), promoCode: minorUnits(0) })).toBe(0);
  });

  it('is what a priced cart took off: subtotal − payable before delivery, for the cart and each line', () => {
    const cart = priceCart({
      lineSums: [minorUnits(1000), minorUnits(2333), minorUnits(667)],
      discount: { kind: 'PERCENT', value: 10 },
      promoCode: { code: 'SPRING', kind: 'FIXED', value: 500, minOrderAmount: null, maxDiscountAmount: null },
      deliveryCost: minorUnits(200),
    });
    expect(shownDiscount({ automatic: cart.discount, promoCode: cart.promoCodeDiscount })).toBe(
      cart.subtotal - (cart.total - cart.deliveryCost),
    );
    for (const line of cart.lines)
      expect(shownDiscount({ automatic: line.discount, promoCode: line.promoCode })).toBe(
        line.sum - line.payableAmount,
      );
  });

  it('refuses a negative part', () => {
    expect(() => shownDiscount({ automatic: minorUnits(-1), promoCode: minorUnits(100) })).toThrow(
      RangeError,
    );
  });
});

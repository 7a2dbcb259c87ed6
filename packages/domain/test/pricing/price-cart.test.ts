import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits, type MinorUnits } from '../../src/brand';
import { priceCart, type DiscountTerms, type PromoCodeTerms } from '../../src/pricing';

const sums = (...values: number[]) => values.map(minorUnits);
const welcome: PromoCodeTerms = {
  code: 'WELCOME',
  kind: 'PERCENT',
  value: 10,
  minOrderAmount: minorUnits(100000),
  maxDiscountAmount: minorUnits(50000),
};

describe('priceCart', () => {
  it('prices a cart without offers: payable equals sum, delivery added', () => {
    const priced = priceCart({
      lineSums: sums(109800, 3000),
      discount: null,
      promoCode: null,
      deliveryCost: minorUnits(20000),
    });
    expect(priced.lines.map((line) => line.payableAmount)).toEqual([109800, 3000]);
    expect(priced).toMatchObject({ subtotal: 112800, discount: 0, promoCodeDiscount: 0, total: 132800 });
  });

  it('takes the discount off the subtotal, the promo code off the rest, spread by line', () => {
    // 10% of 1 128 ₽ = 112.80 ₽; then 10% of 1 015.20 ₽ = 101.52 ₽.
    const priced = priceCart({
      lineSums: sums(109800, 3000),
      discount: { kind: 'PERCENT', value: 10 },
      promoCode: welcome,
      deliveryCost: null,
    });
    expect(priced.discount).toBe(11280);
    expect(priced.promoCodeDiscount).toBe(10152);
    expect(priced.lines.map((line) => line.discount)).toEqual([10980, 300]);
    expect(priced.lines.map((line) => line.promoCode)).toEqual([9882, 270]);
    expect(priced.total).toBe(112800 - 11280 - 10152);
    expect(priced.promoCodeApplied).toBe(true);
  });

  it('holds a promo code below its minimum without applying it', () => {
    const priced = priceCart({
      lineSums: sums(49900),
      discount: null,
      promoCode: welcome,
      deliveryCost: null,
    });
    expect(priced).toMatchObject({ promoCodeDiscount: 0, promoCodeApplied: false, total: 49900 });
  });

  it('never discounts delivery and never takes a line below zero', () => {
    const priced = priceCart({
      lineSums: sums(100, 200),
      discount: { kind: 'FIXED', value: 100000 },
      promoCode: null,
      deliveryCost: minorUnits(19900),
    });
    expect(priced.lines.map((line) => line.payableAmount)).toEqual([0, 0]);
    expect(priced.total).toBe(19900);
  });

  describe('properties over random carts', () => {
    const lineSums = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 30 });
    const terms: fc.Arbitrary<DiscountTerms> = fc.oneof(
      fc.record({ kind: fc.constant('PERCENT' as const), value: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('FIXED' as const), value: fc.integer({ min: 1, max: 10_000_000 }) }),
    );
    const promo: fc.Arbitrary<PromoCodeTerms> = fc
      .tuple(
        terms,
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
      )
      .map(([discountTerms, min, max]) => ({
        ...discountTerms,
        code: 'X',
        minOrderAmount: min === null ? null : minorUnits(min),
        maxDiscountAmount: max === null ? null : minorUnits(max),
      }));
    const input = fc.record({
      lineSums: lineSums.map((values) => values.map(minorUnits)),
      discount: fc.option(terms),
      promoCode: fc.option(promo),
      deliveryCost: fc.option(fc.integer({ min: 0, max: 100_000 }).map(minorUnits)),
    });

    /** An independent integer oracle: whole-cart amounts, no allocation. */
    const oracleTotal = (
      values: readonly MinorUnits[],
      discount: DiscountTerms | null,
      promoCode: PromoCodeTerms | null,
      delivery: MinorUnits | null,
    ) => {
      const subtotal = values.reduce((a, b) => a + b, 0);
      const take = (t: DiscountTerms, base: number) =>
        t.kind === 'FIXED' ? Math.min(t.value, base) : Math.floor((base * t.value) / 100);
      const first = discount ? take(discount, subtotal) : 0;
      let second = 0;
      if (promoCode && (promoCode.minOrderAmount === null || subtotal >= promoCode.minOrderAmount)) {
        second = take(promoCode, subtotal - first);
        if (promoCode.maxDiscountAmount !== null) second = Math.min(second, promoCode.maxDiscountAmount);
      }
      return subtotal - first - second + (delivery ?? 0);
    };

    it('the total equals the integer oracle', () => {
      fc.assert(
        fc.property(input, (cart) => {
          expect(priceCart(cart).total).toBe(
            oracleTotal(cart.lineSums, cart.discount, cart.promoCode, cart.deliveryCost),
          );
        }),
      );
    });

    it('discounts never exceed the sum and no amount is negative', () => {
      fc.assert(
        fc.property(input, (cart) => {
          const priced = priceCart(cart);
          expect(priced.discount + priced.promoCodeDiscount).toBeLessThanOrEqual(priced.subtotal);
          for (const line of priced.lines) {
            expect(line.discount + line.promoCode).toBeLessThanOrEqual(line.sum);
            expect(Math.min(line.discount, line.promoCode, line.payableAmount)).toBeGreaterThanOrEqual(0);
            expect(Number.isInteger(line.payableAmount)).toBe(true);
          }
        }),
      );
    });

    it('the per-line amounts add up to the totals exactly', () => {
      fc.assert(
        fc.property(input, (cart) => {
          const priced = priceCart(cart);
          const add = (pick: (line: (typeof priced.lines)[number]) => number) =>
            priced.lines.reduce((total, line) => total + pick(line), 0);
          expect(add((line) => line.sum)).toBe(priced.subtotal);
          expect(add((line) => line.discount)).toBe(priced.discount);
          expect(add((line) => line.promoCode)).toBe(priced.promoCodeDiscount);
          expect(add((line) => line.payableAmount) + priced.deliveryCost).toBe(priced.total);
        }),
      );
    });
  });
});

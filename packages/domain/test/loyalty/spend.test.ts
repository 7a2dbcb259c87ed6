import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxBonusSpend } from '../../src/loyalty';
import { rules } from './fixtures';

describe('the spend cap', () => {
  it('is the chain percent of the dishes, in whole bonuses, at most the balance', () => {
    // 20 % of 1 234.56 ₽ = 246.91 ₽ → 246 bonuses.
    expect(maxBonusSpend(rules(), { deliveryType: 'DELIVERY', goodsAmount: 123_456, balance: 1000 })).toBe(
      246,
    );
    expect(maxBonusSpend(rules(), { deliveryType: 'DELIVERY', goodsAmount: 123_456, balance: 75 })).toBe(75);
  });

  it('counts a bonus at the chain value', () => {
    const cheap = rules({ bonusValue: 50, spendCapPercent: 30 });
    expect(maxBonusSpend(cheap, { deliveryType: 'DELIVERY', goodsAmount: 100_000, balance: 10_000 })).toBe(
      600,
    );
  });

  it('takes nothing for other order types, guests or chains without a programme', () => {
    const deliveryOnly = rules({ deliveryTypes: ['DELIVERY'] });
    expect(
      maxBonusSpend(deliveryOnly, { deliveryType: 'TAKE_AWAY', goodsAmount: 100_000, balance: 500 }),
    ).toBe(0);
    expect(maxBonusSpend(rules(), { deliveryType: 'DELIVERY', goodsAmount: 100_000, balance: 0 })).toBe(0);
    expect(maxBonusSpend(null, { deliveryType: 'DELIVERY', goodsAmount: 100_000, balance: 500 })).toBe(0);
  });

  it('never exceeds the cap, the balance or the order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 1000 }),
        (goodsAmount, balance, spendCapPercent, bonusValue) => {
          const chain = rules({ spendCapPercent, bonusValue });
          const spend = maxBonusSpend(chain, { deliveryType: 'DELIVERY', goodsAmount, balance });
          expect(spend).toBeGreaterThanOrEqual(0);
          expect(spend).toBeLessThanOrEqual(balance);
          expect(spend * bonusValue * 100).toBeLessThanOrEqual(Math.max(0, goodsAmount) * spendCapPercent);
          // Maximal: one more bonus would break the cap or the balance.
          const over = (spend + 1) * bonusValue * 100 > Math.max(0, goodsAmount) * spendCapPercent;
          expect(over || spend === balance).toBe(true);
        },
      ),
    );
  });

  it('never takes the dishes below the minimum order it is told to keep, and is maximal above it', () => {
    // 20 % of 1 128 ₽ = 225 ₽ would leave 903 ₽ under a 1 000 ₽ minimum: 128 bonuses leave 1 000 ₽.
    const cart = { deliveryType: 'DELIVERY' as const, goodsAmount: 112_800, balance: 3000 };
    expect(maxBonusSpend(rules(), { ...cart, keepAtLeast: 100_000 })).toBe(128);
    expect(maxBonusSpend(rules(), { ...cart, keepAtLeast: 120_000 })).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 1000 }),
        (goodsAmount, keepAtLeast, balance, bonusValue) => {
          const chain = rules({ bonusValue });
          const context = { deliveryType: 'DELIVERY' as const, goodsAmount, balance };
          const spend = maxBonusSpend(chain, { ...context, keepAtLeast });
          expect(spend).toBeGreaterThanOrEqual(0);
          if (spend > 0) expect(goodsAmount - spend * bonusValue).toBeGreaterThanOrEqual(keepAtLeast);
          // Only the minimum lowers it: one more bonus would cross the minimum or the other limits.
          const unbounded = maxBonusSpend(chain, context);
          expect(spend === unbounded || goodsAmount - (spend + 1) * bonusValue < keepAtLeast).toBe(true);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusesEarned, currentTier, earningAmount, type EarningOrder } from '../../src/loyalty';
import { newcomer, rules } from './fixtures';

const order = (overrides: Partial<EarningOrder> = {}): EarningOrder => ({
  deliveryType: 'DELIVERY',
  lines: [
    { positionId: 1, groupId: 10, payableAmount: 100_000 },
    { positionId: 2, groupId: 20, payableAmount: 20_000 },
  ],
  promoCodeApplied: false,
  bonusPayment: 0,
  ...overrides,
});

describe('earning', () => {
  it('pays the tier rate on the dishes, in whole bonuses rounded down', () => {
    // 5 % of 1 200 ₽ = 60 ₽ = 60 bonuses.
    expect(bonusesEarned(rules(), order(), newcomer)).toBe(60);
    expect(
      bonusesEarned(
        rules({ tiers: [{ from: 0, earnPercent: 3 }] }),
        order({ lines: [{ positionId: 1, groupId: null, payableAmount: 9_999 }] }),
        newcomer,
      ),
    ).toBe(2);
  });

  it('moves up a tier by lifetime spend or by the number of done orders', () => {
    expect(bonusesEarned(rules(), order(), { lifetimeSpend: 2_000_000, orderCount: 1 })).toBe(120);
    const byOrders = rules({
      tierBasis: 'ORDERS',
      tiers: [
        { from: 0, earnPercent: 3 },
        { from: 5, earnPercent: 7 },
      ],
    });
    expect(currentTier(byOrders, { lifetimeSpend: 0, orderCount: 4 })?.earnPercent).toBe(3);
    expect(bonusesEarned(byOrders, order(), { lifetimeSpend: 0, orderCount: 5 })).toBe(84);
  });

  it('earns nothing on marked dishes or groups', () => {
    expect(bonusesEarned(rules({ excludedPositionIds: [2] }), order(), newcomer)).toBe(50);
    expect(bonusesEarned(rules({ excludedGroupIds: [10] }), order(), newcomer)).toBe(10);
  });

  it('earns nothing on the part paid with bonuses, spread over the lines', () => {
    // 240 ₽ of bonuses: 200 on the rolls, 40 on the drink; the drink is excluded → (1000−200)·5 %.
    const paid = order({ bonusPayment: 24_000 });
    expect(earningAmount(rules({ excludedPositionIds: [2] }), paid)).toBe(80_000);
    expect(bonusesEarned(rules(), paid, newcomer)).toBe(48);
  });

  it('earns nothing with a promo code unless the chain allows it', () => {
    expect(bonusesEarned(rules(), order({ promoCodeApplied: true }), newcomer)).toBe(0);
    expect(
      bonusesEarned(rules({ earnWithPromoCode: true }), order({ promoCodeApplied: true }), newcomer),
    ).toBe(60);
  });

  it('earns nothing for order types outside the programme or without one', () => {
    expect(
      bonusesEarned(rules({ deliveryTypes: ['DELIVERY'] }), order({ deliveryType: 'TAKE_AWAY' }), newcomer),
    ).toBe(0);
    expect(bonusesEarned(null, order(), newcomer)).toBe(0);
  });

  it('never earns more than the rate of the payable amount, nor less than zero', () => {
    const line = fc.record({
      positionId: fc.integer({ min: 1, max: 5 }),
      groupId: fc.option(fc.integer({ min: 1, max: 3 })),
      payableAmount: fc.integer({ min: 0, max: 5_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.subarray([1, 2, 3, 4, 5]),
        (lines, bonusPayment, percent, excluded) => {
          const chain = rules({ tiers: [{ from: 0, earnPercent: percent }], excludedPositionIds: excluded });
          const payable = lines.reduce((sum, l) => sum + l.payableAmount, 0);
          const earned = bonusesEarned(chain, order({ lines, bonusPayment }), newcomer);
          expect(earned).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(earned)).toBe(true);
          const base = Math.max(0, payable - bonusPayment);
          expect(earned * 100).toBeLessThanOrEqual((base * percent) / 100);
        },
      ),
    );
  });
});

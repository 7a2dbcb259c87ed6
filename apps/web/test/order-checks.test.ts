// Issue 41: the zone's tiers count what the dishes cost after the automatic discount, the promo code
// and bonuses. The cart's tier, hints and minimum notice follow the amount the server counted when
// its answer is in, its refusal below the minimum when it refuses, and the cart's total otherwise.
import { describe, expect, it } from 'vitest';
import { orderChecks } from '../app/order/pricing/order-checks';
import { answeredWith, cartOf, DELIVERY_CONTEXT as CONTEXT, IDLE } from './order-context-fixture';

const answered = answeredWith;
const keys = (checks: ReturnType<typeof orderChecks>) =>
  checks.blockers.map((blocker) => (blocker as { key: string }).key);

describe('orderChecks: the tier of the amount the server counted', () => {
  it('counts the cart total until the server answers, and when its answer says no amount', () => {
    for (const preflight of [IDLE, answered({ deliveryPrice: 20000 })]) {
      const checks = orderChecks(cartOf(112800), CONTEXT, preflight);
      expect(checks.tier).toMatchObject({ kind: 'inTier', untilNext: 87200 });
      expect(checks.deliveryCost).toBe(20000);
      expect(checks.hint).toMatchObject({ key: 'delivery.hint.untilFree' });
    }
  });

  it("takes the server's amount after bonuses: 2 116 ₽ paying 423 ₽ in bonuses is the 200 ₽ tier", () => {
    const checks = orderChecks(
      cartOf(211600),
      CONTEXT,
      answered({ deliveryPrice: 20000, tierAmount: 169300 }),
    );
    expect(checks.tier).toMatchObject({ kind: 'inTier', current: { deliveryCost: 20000 }, untilNext: 30700 });
    expect(checks.deliveryCost).toBe(20000);
    expect(checks.hint).toMatchObject({ key: 'delivery.hint.untilFree' });
    expect(checks.subtotal).toBe(211600);
    expect(checks.blockers).toEqual([]);
  });

  it('takes a cart above the maximum that the server counted below it', () => {
    const checks = orderChecks(cartOf(1047900), CONTEXT, answered({ deliveryPrice: 0, tierAmount: 838400 }));
    expect(checks.tier).toMatchObject({ kind: 'inTier', current: { deliveryCost: 0 } });
    expect(checks.blockers).toEqual([]);
  });

  it('shows the minimum when the server refuses the amount after a promo code below it', () => {
    // 1 128 ₽ in the cart, 828 ₽ after MINUS300: the server answers 'order-sum-not-enough'.
    const checks = orderChecks(cartOf(112800), CONTEXT, { ...IDLE, problem: { kind: 'belowMinimum' } });
    expect(checks.tier).toMatchObject({ kind: 'belowMinimum', minimum: 100000 });
    expect(keys(checks)).toEqual(['cartPage.limit']);
    expect(checks.deliveryCost).toBeNull();
    // The cart's total is above the minimum: 'add X' would name no true amount.
    expect(checks.hint).toBeNull();
  });

  it('waits for a newer answer: while it loads, the cart total counts', () => {
    const loading = { ...answered({ deliveryPrice: 20000, tierAmount: 169300 }), loading: true };
    expect(orderChecks(cartOf(211600), CONTEXT, loading).deliveryCost).toBe(0);
    const refusedBefore = { ...IDLE, loading: true, problem: { kind: 'belowMinimum' as const } };
    expect(orderChecks(cartOf(112800), CONTEXT, refusedBefore).tier.kind).toBe('inTier');
  });

  it('keeps the cart-total notice below the minimum and its hint', () => {
    const checks = orderChecks(cartOf(90000), CONTEXT, { ...IDLE, problem: { kind: 'belowMinimum' } });
    expect(checks.tier).toMatchObject({ kind: 'belowMinimum', minimum: 100000 });
    expect(checks.hint).toMatchObject({ key: 'delivery.hint.untilMinimum' });
  });
});

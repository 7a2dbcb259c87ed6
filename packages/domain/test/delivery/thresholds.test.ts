import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { buildThresholds, deliveryCostOf, deliveryTierState } from '../../src/delivery';
import { rule, rules } from './tiers';

const thresholds = buildThresholds(rules);
const stateAt = (total: number) => deliveryTierState(minorUnits(total), thresholds);
const tierMin = (total: number) => {
  const state = stateAt(total);
  return state.kind === 'inTier' ? state.current.orderPrice.min : state.kind;
};

describe('buildThresholds', () => {
  it('turns zone rules into thresholds sorted by order sum', () => {
    expect(thresholds).toEqual([
      { deliveryCost: 25000, deliveryTime: 60, orderPrice: { min: 70000, max: 150000 } },
      { deliveryCost: 10000, deliveryTime: 45, orderPrice: { min: 150000, max: 300000 } },
      { deliveryCost: 0, deliveryTime: 0, orderPrice: { min: 300000, max: 1000000 } },
    ]);
  });

  it('gives no thresholds for no rules', () => {
    expect(buildThresholds([])).toEqual([]);
  });
});

describe('deliveryTierState', () => {
  it("is below the minimum under the lowest tier's min, with the minimum", () => {
    expect(stateAt(69999)).toEqual({
      kind: 'belowMinimum',
      minimum: 70000,
      messageKey: 'delivery.order.minimum',
    });
    expect(stateAt(0)).toMatchObject({ kind: 'belowMinimum', minimum: 70000 });
  });

  it("is in a tier from exactly the tier's min, with the next tier and the amount to reach it", () => {
    expect(stateAt(70000)).toEqual({
      kind: 'inTier',
      current: thresholds[0],
      next: thresholds[1],
      untilNext: 80000,
    });
  });

  it("moves to the next tier at exactly the tier's max", () => {
    expect(tierMin(149999)).toBe(70000);
    expect(tierMin(150000)).toBe(150000);
    expect(tierMin(299999)).toBe(150000);
    expect(tierMin(300000)).toBe(300000);
  });

  it('has no next tier in the last one', () => {
    expect(stateAt(999999)).toMatchObject({ kind: 'inTier', next: null, untilNext: null });
  });

  it('is at or above the maximum from exactly the highest max', () => {
    expect(stateAt(1000000)).toEqual({
      kind: 'aboveMaximum',
      maximum: 1000000,
      messageKey: 'delivery.order.maximum',
    });
    expect(stateAt(2500000)).toMatchObject({ kind: 'aboveMaximum', maximum: 1000000 });
  });

  it('has no maximum when a tier has no upper limit', () => {
    const open = buildThresholds([rule(70000, 300000, 25000, 60), rule(300000, null, 0, 0)]);
    expect(deliveryTierState(minorUnits(50_000_000), open)).toMatchObject({ kind: 'inTier', next: null });
  });

  it('treats a gap between tiers as below the minimum of the tier above it', () => {
    const gapped = buildThresholds([rule(70000, 100000, 25000, 60), rule(150000, null, 0, 0)]);
    expect(deliveryTierState(minorUnits(120000), gapped)).toMatchObject({
      kind: 'belowMinimum',
      minimum: 150000,
    });
  });

  it('has nothing to say for a zone without rules', () => {
    expect(deliveryTierState(minorUnits(100000), [])).toEqual({ kind: 'noTiers' });
  });
});

describe('deliveryCostOf', () => {
  it('is the current tier cost, or null when the order cannot be delivered', () => {
    expect(deliveryCostOf(stateAt(70000))).toBe(25000);
    expect(deliveryCostOf(stateAt(300000))).toBe(0);
    expect(deliveryCostOf(stateAt(100))).toBeNull();
    expect(deliveryCostOf(stateAt(1000000))).toBeNull();
    expect(deliveryCostOf(deliveryTierState(minorUnits(100), []))).toBeNull();
  });
});

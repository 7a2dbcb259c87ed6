import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { orderTotal } from '../../src/delivery';

describe('orderTotal', () => {
  it('adds the delivery cost for delivery', () => {
    expect(orderTotal(minorUnits(123450), 'DELIVERY', minorUnits(25000))).toBe(148450);
    expect(orderTotal(minorUnits(123450), 'DELIVERY', minorUnits(0))).toBe(123450);
  });

  it('is the cart total while the delivery cost is unknown', () => {
    expect(orderTotal(minorUnits(123450), 'DELIVERY', null)).toBe(123450);
  });

  it('never adds a delivery cost to take-away', () => {
    expect(orderTotal(minorUnits(123450), 'TAKE_AWAY', minorUnits(25000))).toBe(123450);
  });
});

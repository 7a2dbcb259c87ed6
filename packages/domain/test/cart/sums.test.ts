import { describe, expect, it } from 'vitest';
import { id, type PositionId } from '../../src/brand';
import {
  cartTotal,
  countOfPosition,
  EMPTY_CART,
  isCartEmpty,
  positionsCount,
  positionSum,
  unitPrice,
} from '../../src/cart';
import { modifier, position } from './fixtures';

describe('positionSum', () => {
  it('is price × count without modifiers', () => {
    expect(positionSum(position(1, { price: 45000, count: 3 }))).toBe(135000);
  });

  it('is (price + Σ modifier price × modifier count) × count', () => {
    // (450 ₽ + 50 ₽ × 2 + 30 ₽ × 1) × 3 = 580 ₽ × 3 = 1740 ₽
    const line = position(1, {
      price: 45000,
      count: 3,
      modifiers: [modifier(1, 5000, 2), modifier(2, 3000)],
    });
    expect(unitPrice(line)).toBe(58000);
    expect(positionSum(line)).toBe(174000);
  });

  it('counts free modifiers and zero-count modifiers as nothing', () => {
    const line = position(1, { price: 100, count: 2, modifiers: [modifier(1, 0, 5), modifier(2, 999, 0)] });
    expect(positionSum(line)).toBe(200);
  });
});

describe('cart selectors', () => {
  const cart = {
    ...EMPTY_CART,
    positions: [
      position(1, { price: 45000, count: 2 }),
      position(1, { price: 45000, count: 1, modifiers: [modifier(7, 5000)] }),
      position(2, { price: 12345, count: 3 }),
    ],
  };

  it('totals every line', () => {
    // 900 ₽ + 500 ₽ + 370,35 ₽
    expect(cartTotal(cart)).toBe(177035);
  });

  it('counts positions as Σ counts, not lines', () => {
    expect(positionsCount(cart)).toBe(6);
  });

  it('counts one dish over all its lines', () => {
    expect(countOfPosition(cart, id<PositionId>(1))).toBe(3);
    expect(countOfPosition(cart, id<PositionId>(99))).toBe(0);
  });

  it('gives zeros for the empty cart', () => {
    expect(cartTotal(EMPTY_CART)).toBe(0);
    expect(positionsCount(EMPTY_CART)).toBe(0);
    expect(isCartEmpty(EMPTY_CART)).toBe(true);
    expect(isCartEmpty(cart)).toBe(false);
  });

  it('starts for one person without a promo code', () => {
    expect(EMPTY_CART.personCount).toBe(1);
    expect(EMPTY_CART.promoCode).toBeNull();
  });
});

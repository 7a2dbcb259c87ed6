import { describe, expect, it } from 'vitest';
import { cartReducer, EMPTY_CART, positionsCount, type Cart } from '../../src/cart';
import { modifier, position } from './fixtures';

const withPositions = (...positions: Cart['positions']): Cart => ({ ...EMPTY_CART, positions });

describe('cartReducer: add', () => {
  it('adds a new position to the empty cart', () => {
    const line = position(1, { count: 2 });
    expect(cartReducer(EMPTY_CART, { type: 'add', position: line }).positions).toEqual([line]);
  });

  it('increases the count of the same position instead of adding a line', () => {
    const cart = cartReducer(withPositions(position(1, { count: 2 })), {
      type: 'add',
      position: position(1),
    });
    expect(cart.positions).toHaveLength(1);
    expect(cart.positions[0]?.count).toBe(3);
  });

  it('merges the same modifiers given in another order', () => {
    const start = withPositions(position(1, { modifiers: [modifier(1, 100), modifier(2, 200, 2)] }));
    const cart = cartReducer(start, {
      type: 'add',
      position: position(1, { modifiers: [modifier(2, 200, 2), modifier(1, 100)] }),
    });
    expect(cart.positions).toHaveLength(1);
    expect(cart.positions[0]?.count).toBe(2);
  });

  it('adds another line for other modifiers, other modifier counts or another menu', () => {
    const start = withPositions(position(1, { modifiers: [modifier(1, 100)] }));
    const added = [
      position(1),
      position(1, { modifiers: [modifier(1, 100, 2)] }),
      position(1, { modifiers: [modifier(1, 100)], menuId: 2 }),
    ];
    const cart = added.reduce((state, line) => cartReducer(state, { type: 'add', position: line }), start);
    expect(cart.positions).toHaveLength(4);
    expect(positionsCount(cart)).toBe(4);
  });

  it('does not change the previous cart', () => {
    const start = withPositions(position(1));
    cartReducer(start, { type: 'add', position: position(1) });
    expect(start.positions[0]?.count).toBe(1);
  });

  it('rejects a zero, negative or fractional count and a negative modifier count', () => {
    for (const count of [0, -1, 1.5]) {
      expect(() => cartReducer(EMPTY_CART, { type: 'add', position: position(1, { count }) })).toThrow(
        RangeError,
      );
    }
    const badModifier = position(1, { modifiers: [modifier(1, 100, -1)] });
    expect(() => cartReducer(EMPTY_CART, { type: 'add', position: badModifier })).toThrow(RangeError);
  });
});

describe('cartReducer: remove and setCount', () => {
  const plain = position(1, { count: 2 });
  const withCheese = position(1, { count: 1, modifiers: [modifier(5, 5000)] });
  const start = withPositions(plain, withCheese);

  it('removes only the line with the same id, menu and modifiers', () => {
    const cart = cartReducer(start, { type: 'remove', line: withCheese });
    expect(cart.positions).toEqual([plain]);
  });

  it('returns the same cart when nothing matches', () => {
    expect(cartReducer(start, { type: 'remove', line: position(1, { menuId: 2 }) })).toBe(start);
    expect(cartReducer(start, { type: 'setCount', line: position(9), count: 3 })).toBe(start);
  });

  it('sets the count of the matching line', () => {
    const cart = cartReducer(start, { type: 'setCount', line: plain, count: 5 });
    expect(cart.positions.map((line) => line.count)).toEqual([5, 1]);
  });

  it('removes the line when the count is set to 0', () => {
    const cart = cartReducer(start, { type: 'setCount', line: plain, count: 0 });
    expect(cart.positions).toEqual([withCheese]);
  });

  it('rejects a negative or fractional count', () => {
    expect(() => cartReducer(start, { type: 'setCount', line: plain, count: -1 })).toThrow(RangeError);
    expect(() => cartReducer(start, { type: 'setCount', line: plain, count: 0.5 })).toThrow(RangeError);
  });
});

describe('cartReducer: clear, person count, promo code', () => {
  const start: Cart = { positions: [position(1)], personCount: 3, promoCode: 'SUSHI' };

  it('clears the positions and keeps the person count and promo code', () => {
    expect(cartReducer(start, { type: 'clear' })).toEqual({
      positions: [],
      personCount: 3,
      promoCode: 'SUSHI',
    });
    expect(cartReducer(EMPTY_CART, { type: 'clear' })).toBe(EMPTY_CART);
  });

  it('sets the person count, never below 1', () => {
    expect(cartReducer(start, { type: 'setPersonCount', personCount: 4 }).personCount).toBe(4);
    expect(cartReducer(start, { type: 'setPersonCount', personCount: 0 }).personCount).toBe(1);
    expect(cartReducer(start, { type: 'setPersonCount', personCount: -2 }).personCount).toBe(1);
    expect(cartReducer(start, { type: 'setPersonCount', personCount: 3 })).toBe(start);
    expect(() => cartReducer(start, { type: 'setPersonCount', personCount: 1.5 })).toThrow(RangeError);
  });

  it('sets a trimmed promo code; blank means none', () => {
    expect(cartReducer(EMPTY_CART, { type: 'setPromoCode', promoCode: '  NORI10 ' }).promoCode).toBe(
      'NORI10',
    );
    expect(cartReducer(start, { type: 'setPromoCode', promoCode: '   ' }).promoCode).toBeNull();
    expect(cartReducer(start, { type: 'setPromoCode', promoCode: null }).promoCode).toBeNull();
    expect(cartReducer(start, { type: 'setPromoCode', promoCode: 'SUSHI' })).toBe(start);
  });
});

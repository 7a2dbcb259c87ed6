import { isSameLine } from './line-identity';
import type { Cart, CartLineKey, CartPosition } from './types';

export type CartAction =
  /** Adds `position.count` of the position; an existing same line grows instead. */
  | { type: 'add'; position: CartPosition }
  | { type: 'remove'; line: CartLineKey }
  /** Sets the count of an existing line; 0 removes it. */
  | { type: 'setCount'; line: CartLineKey; count: number }
  /** Removes every position; the person count and promo code stay. */
  | { type: 'clear' }
  /** The lines carried over to another place or order type (carryCartOver); the rest stays. */
  | { type: 'replacePositions'; positions: CartPosition[] }
  /** Values below 1 become 1: an order is always for at least one person. */
  | { type: 'setPersonCount'; personCount: number }
  /** Trimmed; an empty code means no code. */
  | { type: 'setPromoCode'; promoCode: string | null };

// Counts come from UI controls; a fractional or negative one is a bug to surface, not to round.
const assertCount = (count: number, { allowZero }: { allowZero: boolean }): void => {
  if (!Number.isSafeInteger(count) || count < 0 || (count === 0 && !allowZero)) {
    throw new RangeError(`Invalid count ${count}`);
  }
};

const addPosition = (cart: Cart, position: CartPosition): Cart => {
  assertCount(position.count, { allowZero: false });
  for (const modifier of position.modifiers) assertCount(modifier.count, { allowZero: true });
  const index = cart.positions.findIndex((line) => isSameLine(line, position));
  if (index === -1) return { ...cart, positions: [...cart.positions, position] };
  return {
    ...cart,
    positions: cart.positions.map((line, i) =>
      i === index ? { ...line, count: line.count + position.count } : line,
    ),
  };
};

const setCount = (cart: Cart, key: CartLineKey, count: number): Cart => {
  assertCount(count, { allowZero: true });
  if (!cart.positions.some((line) => isSameLine(line, key))) return cart;
  return {
    ...cart,
    positions: cart.positions.flatMap((line) => {
      if (!isSameLine(line, key)) return [line];
      return count === 0 ? [] : [{ ...line, count }];
    }),
  };
};

const setPersonCount = (cart: Cart, personCount: number): Cart => {
  if (!Number.isSafeInteger(personCount)) throw new RangeError(`Invalid person count ${personCount}`);
  const next = Math.max(1, personCount);
  return next === cart.personCount ? cart : { ...cart, personCount: next };
};

const setPromoCode = (cart: Cart, promoCode: string | null): Cart => {
  const next = promoCode?.trim() || null;
  return next === cart.promoCode ? cart : { ...cart, promoCode: next };
};

/**
 * The cart as a pure reducer (for useReducer or useOptimistic). An action that changes nothing
 * returns the same cart object, so React skips the re-render.
 */
export const cartReducer = (cart: Cart, action: CartAction): Cart => {
  switch (action.type) {
    case 'add':
      return addPosition(cart, action.position);
    case 'remove':
      return setCount(cart, action.line, 0);
    case 'setCount':
      return setCount(cart, action.line, action.count);
    case 'clear':
      return cart.positions.length === 0 ? cart : { ...cart, positions: [] };
    case 'replacePositions':
      return JSON.stringify(action.positions) === JSON.stringify(cart.positions)
        ? cart
        : { ...cart, positions: action.positions };
    case 'setPersonCount':
      return setPersonCount(cart, action.personCount);
    case 'setPromoCode':
      return setPromoCode(cart, action.promoCode);
  }
};

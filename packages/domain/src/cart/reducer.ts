import { CART_LINES_MAX, LINE_COUNT_MAX, PERSON_COUNT_MAX, PERSON_COUNT_MIN } from './limits';
import { isSameLine } from './line-identity';
import type { Cart, CartLineKey, CartPosition } from './types';

export type CartAction =
  /**
   * Adds `position.count` of the position; an existing same line grows instead, up to
   * LINE_COUNT_MAX. A new line beyond CART_LINES_MAX is not added (canAddLine tells beforehand).
   */
  | { type: 'add'; position: CartPosition }
  | { type: 'remove'; line: CartLineKey }
  /** Sets the count of an existing line, at most LINE_COUNT_MAX; 0 removes it. */
  | { type: 'setCount'; line: CartLineKey; count: number }
  /** Removes every position; the person count and promo code stay. */
  | { type: 'clear' }
  /** The lines carried over to another place or order type (carryCartOver); the rest stays. */
  | { type: 'replacePositions'; positions: CartPosition[] }
  /** Kept within PERSON_COUNT_MIN–PERSON_COUNT_MAX: an order is always for at least one person. */
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
  if (index === -1) {
    if (cart.positions.length >= CART_LINES_MAX) return cart;
    return {
      ...cart,
      positions: [...cart.positions, { ...position, count: Math.min(position.count, LINE_COUNT_MAX) }],
    };
  }
  const grown = Math.min(cart.positions[index]!.count + position.count, LINE_COUNT_MAX);
  if (grown === cart.positions[index]!.count) return cart;
  return {
    ...cart,
    positions: cart.positions.map((line, i) => (i === index ? { ...line, count: grown } : line)),
  };
};

/** Whether one more of this position fits: its line below LINE_COUNT_MAX, or room for a new line. */
export const canAddLine = (cart: Cart, position: CartLineKey): boolean => {
  const line = cart.positions.find((existing) => isSameLine(existing, position));
  return line ? line.count < LINE_COUNT_MAX : cart.positions.length < CART_LINES_MAX;
};

const setCount = (cart: Cart, key: CartLineKey, count: number): Cart => {
  assertCount(count, { allowZero: true });
  const capped = Math.min(count, LINE_COUNT_MAX);
  if (!cart.positions.some((line) => isSameLine(line, key))) return cart;
  return {
    ...cart,
    positions: cart.positions.flatMap((line) => {
      if (!isSameLine(line, key)) return [line];
      return capped === 0 ? [] : [{ ...line, count: capped }];
    }),
  };
};

const setPersonCount = (cart: Cart, personCount: number): Cart => {
  if (!Number.isSafeInteger(personCount)) throw new RangeError(`Invalid person count ${personCount}`);
  const next = Math.min(Math.max(PERSON_COUNT_MIN, personCount), PERSON_COUNT_MAX);
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

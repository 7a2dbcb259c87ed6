import type { MinorUnits, PositionId } from '../brand';
import { multiplyMinorUnits, sumMinorUnits } from '../money';
import type { Cart, CartPosition } from './types';

/** Price of one unit of the position with its modifiers: price + Σ modifier price × modifier count. */
export const unitPrice = (position: CartPosition): MinorUnits =>
  sumMinorUnits([
    position.price,
    ...position.modifiers.map((modifier) => multiplyMinorUnits(modifier.price, modifier.count)),
  ]);

/** Spec §4: (price + Σ modifier price × modifier count) × count. */
export const positionSum = (position: CartPosition): MinorUnits =>
  multiplyMinorUnits(unitPrice(position), position.count);

export const cartTotal = (cart: Cart): MinorUnits => sumMinorUnits(cart.positions.map(positionSum));

/** The number shown on the cart badge: Σ counts, not the number of lines. */
export const positionsCount = (cart: Cart): number =>
  cart.positions.reduce((count, position) => count + position.count, 0);

/** How many of one dish are in the cart over all its lines (any menu, any modifiers). */
export const countOfPosition = (cart: Cart, positionId: PositionId): number =>
  cart.positions.reduce(
    (count, position) => (position.id === positionId ? count + position.count : count),
    0,
  );

export const isCartEmpty = (cart: Cart): boolean => cart.positions.length === 0;

import { cartReducer, EMPTY_CART, type Cart, type CartAction } from '@nori/domain';
import { useCallback } from 'react';
import { STORED_KEYS } from '../../platform/stored-keys';
import { readStored, writeStored } from '../../platform/stored-settings';
import { useStored } from '../../platform/use-stored';

// The stored cart (spec §3: cart positions are persisted) is checked line by line: a value
// written by an older version or by hand reads as an empty cart rather than breaking the menu.
const isLine = (value: unknown): boolean => {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(line['id']) &&
    Number.isSafeInteger(line['menuId']) &&
    typeof line['name'] === 'string' &&
    Number.isSafeInteger(line['count']) &&
    Number.isSafeInteger(line['price']) &&
    Array.isArray(line['modifiers'])
  );
};

export const isStoredCart = (value: unknown): value is Cart => {
  if (typeof value !== 'object' || value === null) return false;
  const cart = value as Record<string, unknown>;
  return (
    Array.isArray(cart['positions']) &&
    cart['positions'].every(isLine) &&
    Number.isSafeInteger(cart['personCount']) &&
    (cart['promoCode'] === null || typeof cart['promoCode'] === 'string')
  );
};

/** Applies an action to the stored cart; every component reading it re-renders. */
export const dispatchCart = (action: CartAction): void => {
  const current = readStored(STORED_KEYS.cart, isStoredCart) ?? EMPTY_CART;
  const next = cartReducer(current, action);
  if (next !== current) writeStored(STORED_KEYS.cart, next);
};

/**
 * The cart. Until hydration is over the server and the first client render see the empty cart
 * (localStorage is the browser's), so the markup matches and the counts follow right after.
 */
export const useCart = (): Cart => useStored(STORED_KEYS.cart, isStoredCart) ?? EMPTY_CART;

export const useCartDispatch = (): ((action: CartAction) => void) =>
  useCallback((action: CartAction) => dispatchCart(action), []);

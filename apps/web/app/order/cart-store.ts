import { cartReducer, EMPTY_CART, type Cart, type CartAction } from '@nori/domain';
import { createContext, useCallback, useContext } from 'react';
import { STORED_KEYS } from '../platform/stored-keys';
import { readStored, writeStored } from '../platform/stored-settings';
import { useStored } from '../platform/use-stored';
import { writeCartCookie } from './cart-cookie';
import { isStoredCart } from './stored-cart-shape';

export { isStoredCart } from './stored-cart-shape';

/** Stores the cart and its cookie; every component reading it re-renders. */
export const storeCart = (cart: Cart): void => {
  writeStored(STORED_KEYS.cart, cart);
  writeCartCookie(cart);
};

/** Applies an action to the stored cart; every component reading it re-renders. */
export const dispatchCart = (action: CartAction): void => {
  const current = readStored(STORED_KEYS.cart, isStoredCart) ?? EMPTY_CART;
  const next = cartReducer(current, action);
  if (next === current) return;
  storeCart(next);
};

/** Brings the cart's cookie in line with the stored cart (at start-up: after a wipe, or a cart kept from before the cookie). */
export const syncCartCookie = (): void => writeCartCookie(readStored(STORED_KEYS.cart, isStoredCart));

/** The cart the server read from the cart's cookie (cart-cookie.ts), for the page it renders. */
const CartSeed = createContext<Cart | null>(null);
export const CartSeedProvider = CartSeed.Provider;

/**
 * The stored cart, or undefined while it is not known: on the server and during hydration the
 * browser's localStorage is not read (the markup must match), so both see the cookie's copy under
 * a CartSeedProvider, else nothing. The stored cart follows right after hydration.
 */
export const useStoredCart = (): Cart | null | undefined =>
  useStored(STORED_KEYS.cart, isStoredCart, useContext(CartSeed) ?? undefined);

/** The cart, empty while it is not known. */
export const useCart = (): Cart => useStoredCart() ?? EMPTY_CART;

export const useCartDispatch = (): ((action: CartAction) => void) =>
  useCallback((action: CartAction) => dispatchCart(action), []);

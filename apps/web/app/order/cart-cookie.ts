// The cart's copy in a cookie, so the server can render the cart page with the visitor's lines
// (issue 17: its first paint showed 'Корзина пуста' to a visitor with a full cart, because the
// cart lives in localStorage, which only the browser reads). The cookie goes to /cart pages only,
// holds the stored cart as base64url JSON, and is dropped when the cart is empty or too large for
// a cookie (the page then shows a placeholder until the browser reads the cart). It is only ever
// shown, never trusted: prices come from the server's preflight as before.
import type { Cart } from '@nori/domain';
import { isStoredCart } from './stored-cart-shape';

export const CART_COOKIE = 'nori_cart';
/** Browsers keep at least 4096 bytes per cookie, name and attributes included. */
const MAX_VALUE_LENGTH = 3800;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (value: string): string => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
};

/** The cookie's value for a cart, or null when there is nothing to keep or it would not fit. */
export const encodeCartCookie = (cart: Cart | null): string | null => {
  if (!cart || cart.positions.length === 0) return null;
  const value = toBase64Url(JSON.stringify(cart));
  return value.length <= MAX_VALUE_LENGTH ? value : null;
};

/** The cart a cookie value holds, or null for anything that is not a stored cart. */
export const decodeCartCookie = (value: string | undefined): Cart | null => {
  if (!value || value.length > MAX_VALUE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const cart: unknown = JSON.parse(fromBase64Url(value));
    return isStoredCart(cart) ? cart : null;
  } catch {
    return null;
  }
};

/** The cart of a request's Cookie header (the cart page's server loader). */
export const cartOfCookieHeader = (header: string | null): Cart | null => {
  const pair = (header ?? '').split(/;\s*/).find((part) => part.startsWith(`${CART_COOKIE}=`));
  return decodeCartCookie(pair?.slice(CART_COOKIE.length + 1));
};

/** Writes (or drops) the cookie for the cart the browser holds now. */
export const writeCartCookie = (cart: Cart | null): void => {
  const value = encodeCartCookie(cart);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const attributes = `; Path=/cart; SameSite=Lax${secure}`;
  document.cookie =
    value === null
      ? `${CART_COOKIE}=${attributes}; Max-Age=0`
      : `${CART_COOKIE}=${value}${attributes}; Max-Age=${MAX_AGE_SECONDS}`;
};

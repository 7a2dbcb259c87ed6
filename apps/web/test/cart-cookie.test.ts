// The cart's cookie (issue 17): what the browser writes, the server reads back exactly; anything
// else reads as no cart, and a cart too large for a cookie is not written.
import type { Cart } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { cartOfCookieHeader, decodeCartCookie, encodeCartCookie } from '../app/order/cart-cookie';

const line = (id: number, name: string) => ({ id, menuId: 202, name, price: 64900, count: 2, modifiers: [] });
const cart: Cart = {
  positions: [
    line(202001, 'Филадельфия «Люкс»'),
    { ...line(202003, 'Калифорния'), modifiers: [{ id: 5, name: 'Соус унаги', count: 1, price: 5000 }] },
  ],
  personCount: 3,
  promoCode: 'WELCOME10',
} as unknown as Cart;

describe('the cart cookie', () => {
  it('carries a cart there and back, Cyrillic and modifiers included', () => {
    const value = encodeCartCookie(cart);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCartCookie(value ?? '')).toEqual(cart);
    expect(cartOfCookieHeader(`a=1; nori_cart=${value}; b=2`)).toEqual(cart);
  });

  it('is not written for an empty cart or one too large for a cookie', () => {
    expect(encodeCartCookie(null)).toBeNull();
    expect(encodeCartCookie({ ...cart, positions: [] })).toBeNull();
    const large = {
      ...cart,
      positions: Array.from({ length: 60 }, (_, i) => line(202000 + i, 'Сет «Большой»')),
    };
    expect(encodeCartCookie(large as unknown as Cart)).toBeNull();
  });

  it('reads anything else as no cart', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(cartOfCookieHeader(null)).toBeNull();
    expect(cartOfCookieHeader('other=1')).toBeNull();
    expect(decodeCartCookie('not base64!')).toBeNull();
    expect(decodeCartCookie(Buffer.from('{"positions":').toString('base64url'))).toBeNull();
    expect(
      decodeCartCookie(encode({ positions: [{ id: 'x' }], personCount: 1, promoCode: null })),
    ).toBeNull();
    expect(decodeCartCookie(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
  });
});

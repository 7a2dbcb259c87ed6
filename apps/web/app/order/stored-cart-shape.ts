import type { Cart } from '@nori/domain';

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

import { describe, expect, it } from 'vitest';
import { reuseEqual } from '../app/catalog/reuse-equal';

describe('reuseEqual', () => {
  it('returns the previous value itself when the next one equals it deeply', () => {
    const previous = { menus: [{ id: 1, tags: ['a'] }], price: 100 };
    const next = { menus: [{ id: 1, tags: ['a'] }], price: 100 };
    expect(reuseEqual(previous, next)).toBe(previous);
  });

  it('keeps the equal parts and takes the changed ones', () => {
    const previous = { menus: [{ id: 1 }, { id: 2, price: 5 }], resto: { name: 'A' } };
    const next = { menus: [{ id: 1 }, { id: 2, price: 6 }], resto: { name: 'A' } };
    const shared = reuseEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.resto).toBe(previous.resto);
    expect(shared.menus[0]).toBe(previous.menus[0]);
    expect(shared.menus[1]).not.toBe(previous.menus[1]);
    expect(shared.menus[1]).toEqual({ id: 2, price: 6 });
  });

  it('sees added, removed and renamed keys and items', () => {
    expect(reuseEqual({ a: 1 }, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    const fewer = { a: 1 };
    expect(reuseEqual({ a: 1, b: 2 }, fewer)).toEqual(fewer);
    expect(reuseEqual({ a: 1, b: undefined }, { a: 1, c: undefined })).toEqual({ a: 1, c: undefined });
    expect(reuseEqual([1, 2, 3], [1, 2])).toEqual([1, 2]);
    expect(reuseEqual([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
  });

  it('takes the next value when the kinds differ', () => {
    expect(reuseEqual(null, { a: 1 })).toEqual({ a: 1 });
    expect(reuseEqual({ a: 1 }, null)).toBeNull();
    expect(reuseEqual([1], { 0: 1 })).toEqual({ 0: 1 });
    expect(reuseEqual('1', 1)).toBe(1);
  });
});

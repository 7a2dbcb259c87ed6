import { describe, expect, it } from 'vitest';
import { isSameLine, sameModifiers } from '../../src/cart';
import { modifier, position } from './fixtures';

describe('sameModifiers', () => {
  it('ignores order', () => {
    expect(
      sameModifiers([modifier(1, 100), modifier(2, 200, 3)], [modifier(2, 200, 3), modifier(1, 100)]),
    ).toBe(true);
  });

  it('compares counts', () => {
    expect(sameModifiers([modifier(1, 100, 1)], [modifier(1, 100, 2)])).toBe(false);
  });

  it('compares the set of ids', () => {
    expect(sameModifiers([modifier(1, 100)], [modifier(1, 100), modifier(2, 100)])).toBe(false);
    expect(sameModifiers([modifier(1, 100)], [modifier(2, 100)])).toBe(false);
    expect(sameModifiers([], [])).toBe(true);
  });

  it('treats a zero count as absent and a repeated id as one summed count', () => {
    expect(sameModifiers([modifier(1, 100, 0)], [])).toBe(true);
    expect(sameModifiers([modifier(1, 100), modifier(1, 100)], [modifier(1, 100, 2)])).toBe(true);
  });
});

describe('isSameLine', () => {
  it('needs the same id, menu and modifiers', () => {
    const line = position(1, { menuId: 1, modifiers: [modifier(5, 100)] });
    expect(isSameLine(line, position(1, { menuId: 1, modifiers: [modifier(5, 100)] }))).toBe(true);
    expect(isSameLine(line, position(2, { menuId: 1, modifiers: [modifier(5, 100)] }))).toBe(false);
    expect(isSameLine(line, position(1, { menuId: 2, modifiers: [modifier(5, 100)] }))).toBe(false);
    expect(isSameLine(line, position(1, { menuId: 1 }))).toBe(false);
  });

  it('ignores count, price and name', () => {
    expect(isSameLine(position(1, { count: 1, price: 100 }), position(1, { count: 9, price: 200 }))).toBe(
      true,
    );
  });
});

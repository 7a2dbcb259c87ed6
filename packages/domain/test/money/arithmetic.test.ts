import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { multiplyMinorUnits, sumMinorUnits } from '../../src/money';

describe('sumMinorUnits', () => {
  it('adds amounts and gives 0 for none', () => {
    expect(sumMinorUnits([minorUnits(12345), minorUnits(55), minorUnits(-100)])).toBe(12300);
    expect(sumMinorUnits([])).toBe(0);
  });

  it('refuses to leave the safe-integer range', () => {
    expect(() => sumMinorUnits([minorUnits(Number.MAX_SAFE_INTEGER), minorUnits(1)])).toThrow(RangeError);
  });
});

describe('multiplyMinorUnits', () => {
  it('multiplies a price by a whole count', () => {
    expect(multiplyMinorUnits(minorUnits(12345), 3)).toBe(37035);
    expect(multiplyMinorUnits(minorUnits(12345), 0)).toBe(0);
  });

  it('gives a plain 0, never -0', () => {
    expect(Object.is(multiplyMinorUnits(minorUnits(0), -3), 0)).toBe(true);
  });

  it('rejects a fractional count', () => {
    expect(() => multiplyMinorUnits(minorUnits(100), 1.5)).toThrow(RangeError);
  });

  it('refuses to overflow', () => {
    expect(() => multiplyMinorUnits(minorUnits(Number.MAX_SAFE_INTEGER), 2)).toThrow(RangeError);
  });
});

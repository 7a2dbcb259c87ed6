import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { allocate } from '../../src/money';

const total = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const weights = fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 });
const nonZeroWeights = weights.filter((list) => list.some((weight) => weight > 0));

describe('allocate', () => {
  it('spreads a discount over positions in proportion to their sums', () => {
    expect(allocate(minorUnits(1000), [3000, 1000])).toEqual([750, 250]);
  });

  it('gives the leftover units to the largest remainders', () => {
    // Exact shares 33.33…, 33.33…, 33.33…: one unit left, it goes to the first tie.
    expect(allocate(minorUnits(100), [1, 1, 1])).toEqual([34, 33, 33]);
    // Exact shares 1.4, 3.6: the second has the larger remainder.
    expect(allocate(minorUnits(5), [14, 36])).toEqual([1, 4]);
  });

  it('keeps the sign of a negative total in every part', () => {
    expect(allocate(minorUnits(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
  });

  it('gives nothing to zero weights', () => {
    expect(allocate(minorUnits(10), [0, 5, 0, 5])).toEqual([0, 5, 0, 5]);
  });

  it('spreads zero over anything, even all-zero weights', () => {
    expect(allocate(minorUnits(0), [0, 0])).toEqual([0, 0]);
    expect(allocate(minorUnits(0), [])).toEqual([]);
  });

  it('refuses a non-zero total over no weight at all', () => {
    expect(() => allocate(minorUnits(10), [])).toThrow(RangeError);
    expect(() => allocate(minorUnits(10), [0, 0])).toThrow(RangeError);
  });

  it('refuses negative or fractional weights', () => {
    expect(() => allocate(minorUnits(10), [1, -1])).toThrow(RangeError);
    expect(() => allocate(minorUnits(10), [0.5, 1])).toThrow(RangeError);
  });

  it('stays exact where total × weight exceeds a double', () => {
    const big = 4_000_000_000_000;
    expect(allocate(minorUnits(big + 1), [big, big])).toEqual([big / 2 + 1, big / 2]);
  });

  describe('properties', () => {
    it('the parts sum to the total exactly', () => {
      fc.assert(
        fc.property(total, nonZeroWeights, (amount, list) => {
          const parts = allocate(minorUnits(amount), list);
          expect(parts).toHaveLength(list.length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        }),
      );
    });

    it('each part is its exact share rounded down or up', () => {
      fc.assert(
        fc.property(total, nonZeroWeights, (amount, list) => {
          const weightSum = BigInt(list.reduce((sum, weight) => sum + weight, 0));
          allocate(minorUnits(amount), list).forEach((part, index) => {
            // |part × W − total × w| < W  ⇔  part is within one unit of total × w / W.
            const error = BigInt(part) * weightSum - BigInt(amount) * BigInt(list[index] ?? 0);
            expect(error < 0n ? -error : error).toBeLessThan(weightSum);
          });
        }),
      );
    });

    it('zero weights get 0 and a larger weight never gets a smaller share', () => {
      fc.assert(
        fc.property(fc.nat(1_000_000_000), nonZeroWeights, (amount, list) => {
          const parts = allocate(minorUnits(amount), list);
          list.forEach((weight, i) => {
            if (weight === 0) expect(parts[i]).toBe(0);
            list.forEach((other, j) => {
              if (weight > other) expect(parts[i]).toBeGreaterThanOrEqual(parts[j] ?? 0);
            });
          });
        }),
      );
    });

    it('equal weights get parts that differ by at most one unit', () => {
      fc.assert(
        fc.property(
          fc.nat(1_000_000),
          fc.integer({ min: 1, max: 1000 }),
          fc.integer({ min: 1, max: 30 }),
          (amount, weight, n) => {
            const parts = allocate(
              minorUnits(amount),
              Array.from({ length: n }, () => weight),
            );
            expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
          },
        ),
      );
    });
  });
});

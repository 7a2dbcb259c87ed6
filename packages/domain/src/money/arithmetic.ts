import { minorUnits, type MinorUnits } from '../brand';

// Every result goes back through minorUnits(), so an overflow past the safe-integer range
// throws instead of silently losing kopecks.

export const ZERO: MinorUnits = minorUnits(0);

export const sumMinorUnits = (amounts: readonly MinorUnits[]): MinorUnits =>
  minorUnits(amounts.reduce<number>((total, amount) => total + amount, 0));

/** A price times a whole count (positions, modifiers); a fractional count is a bug, not a price. */
export const multiplyMinorUnits = (amount: MinorUnits, count: number): MinorUnits => {
  if (!Number.isSafeInteger(count)) throw new RangeError(`Count must be an integer, got ${count}`);
  // `+ 0` turns the -0 of 0 × -n into 0, so results compare and print cleanly.
  return minorUnits(amount * count + 0);
};

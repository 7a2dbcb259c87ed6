import { minorUnits, type MinorUnits } from '../brand';

/**
 * Spreads `total` over `weights` in proportion, by the largest-remainder method: every part gets
 * the floor of its exact share, then the units left over go one each to the parts with the largest
 * remainders (ties: the earlier part). The parts always sum to `total` exactly, each part is its
 * exact share rounded down or up, and a zero weight always gets 0. A negative total is spread as
 * its absolute value and negated, so a part never has the opposite sign.
 *
 * Weights are non-negative integers (in practice position sums in minor units); the arithmetic
 * is done in BigInt so that total × weight never loses precision.
 */
export const allocate = (total: MinorUnits, weights: readonly number[]): MinorUnits[] => {
  if (!Number.isSafeInteger(total)) throw new RangeError(`Total must be an integer, got ${total}`);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${weight}`);
    }
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) {
    if (total === 0) return weights.map(() => minorUnits(0));
    throw new RangeError(`Cannot allocate ${total} over weights that sum to zero`);
  }

  const sign = total < 0 ? -1n : 1n;
  const absTotal = BigInt(total) * sign;
  const shares = weights.map((weight, index) => {
    const scaled = absTotal * BigInt(weight);
    return { index, part: scaled / weightSum, remainder: scaled % weightSum };
  });

  let leftover = absTotal - shares.reduce((sum, share) => sum + share.part, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.part += 1n;
    leftover -= 1n;
  }
  return shares.map((share) => minorUnits(Number(share.part * sign)));
};

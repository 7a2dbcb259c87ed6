import { minorUnits, type MinorUnits } from '../brand';

export const DISCOUNT_KINDS = ['PERCENT', 'FIXED'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** How much a discount takes: a percentage (1–100) of the amount, or a fixed sum in minor units. */
export interface DiscountTerms {
  kind: DiscountKind;
  value: number;
}

/**
 * The amount the terms take off `base`, never more than `base` and never negative. A percentage
 * rounds down to whole minor units, so the customer is never charged for a fraction the chain
 * did not mean to give; BigInt keeps base × percent exact for any safe amount.
 */
export const discountAmount = (terms: DiscountTerms, base: MinorUnits): MinorUnits => {
  if (!Number.isSafeInteger(terms.value) || terms.value < 0) {
    throw new RangeError(`Discount value must be a non-negative integer, got ${terms.value}`);
  }
  if (base <= 0) return minorUnits(0);
  if (terms.kind === 'FIXED') return minorUnits(Math.min(terms.value, base));
  const percent = Math.min(terms.value, 100);
  return minorUnits(Number((BigInt(base) * BigInt(percent)) / 100n));
};

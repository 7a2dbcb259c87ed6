import { minorUnits, type MinorUnits } from '../brand';

/** What an order or a line took off, in the two parts pricing keeps apart (priceCart). */
export interface DiscountParts {
  /** The automatic discount's share. */
  automatic: MinorUnits;
  /** The promo code's share. */
  promoCode: MinorUnits;
}

/**
 * The one discount figure customers see (spec §7's `discount` of an order, a line, a preflight):
 * the automatic discount plus the promo code's. Pricing and storage keep them apart, since each is
 * spread over the lines on its own and a promo code's use is counted; a negative part is a bug.
 */
export const shownDiscount = ({ automatic, promoCode }: DiscountParts): MinorUnits => {
  if (automatic < 0 || promoCode < 0)
    throw new RangeError(`Discount parts must not be negative, got ${automatic} and ${promoCode}`);
  return minorUnits(automatic + promoCode);
};

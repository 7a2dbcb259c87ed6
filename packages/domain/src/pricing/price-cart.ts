import { minorUnits, type MinorUnits } from '../brand';
import { allocate, sumMinorUnits, ZERO } from '../money';
import { discountAmount, type DiscountTerms } from './discount-amount';
import { promoCodeAmount, type PromoCodeTerms } from './promo-code';

export interface PricingInput {
  /** Each line's (price + modifiers) × count, from the catalog's prices. */
  lineSums: readonly MinorUnits[];
  /** The automatic discount chosen for the order (bestDiscount), if any. */
  discount: DiscountTerms | null;
  /** An accepted promo code (promoCodeRejection returned null), if any. */
  promoCode: PromoCodeTerms | null;
  /** The delivery price of the order's tier; null for take-away. */
  deliveryCost: MinorUnits | null;
}

export interface PricedLine {
  sum: MinorUnits;
  /** This line's share of the automatic discount. */
  discount: MinorUnits;
  /** This line's share of the promo code's discount. */
  promoCode: MinorUnits;
  /** sum − discount − promoCode: what is charged for the line. */
  payableAmount: MinorUnits;
}

export interface PricedCart {
  lines: PricedLine[];
  /** Σ line sums: the cart total before discounts. */
  subtotal: MinorUnits;
  discount: MinorUnits;
  promoCodeDiscount: MinorUnits;
  /** Whether the promo code reached its minimum order amount and took something off. */
  promoCodeApplied: boolean;
  deliveryCost: MinorUnits;
  /** Σ payable amounts + delivery cost: what the customer pays. */
  total: MinorUnits;
}

const minus = (a: MinorUnits, b: MinorUnits): MinorUnits => minorUnits(a - b);

/**
 * Prices a cart: the automatic discount comes off the subtotal, the promo code off what is left,
 * and each is spread over the lines in proportion to what the lines still cost (largest
 * remainder, so no minor unit is lost or invented and no line goes below zero). Delivery is
 * never discounted.
 */
export const priceCart = ({ lineSums, discount, promoCode, deliveryCost }: PricingInput): PricedCart => {
  const subtotal = sumMinorUnits(lineSums);
  const discountTotal = discount === null ? ZERO : discountAmount(discount, subtotal);
  const discountShares = allocate(discountTotal, lineSums);
  const afterDiscount = lineSums.map((sum, index) => minus(sum, discountShares[index] ?? ZERO));

  const promoTotal =
    promoCode === null ? ZERO : promoCodeAmount(promoCode, subtotal, minus(subtotal, discountTotal));
  const promoShares = allocate(promoTotal, afterDiscount);

  const lines = lineSums.map((sum, index) => {
    const lineDiscount = discountShares[index] ?? ZERO;
    const linePromo = promoShares[index] ?? ZERO;
    return {
      sum,
      discount: lineDiscount,
      promoCode: linePromo,
      payableAmount: minus(minus(sum, lineDiscount), linePromo),
    };
  });
  const delivery = deliveryCost ?? ZERO;
  return {
    lines,
    subtotal,
    discount: discountTotal,
    promoCodeDiscount: promoTotal,
    promoCodeApplied: promoTotal > 0,
    deliveryCost: delivery,
    total: sumMinorUnits([...lines.map((line) => line.payableAmount), delivery]),
  };
};

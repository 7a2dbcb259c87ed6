import { minorUnits, type MinorUnits, type RestoId } from '../brand';
import { ERROR_CODES, type PROMO_CODE_ERROR_CODES } from '../errors';
import type { DeliveryType } from '../types';
import type { OrderMoment } from './automatic-discounts';
import { discountAmount, type DiscountTerms } from './discount-amount';
import { isWithinHours, type HourRange } from './hours';

/** A code a customer types at checkout, with every rule spec §8 names. */
export interface PromoCodeRule extends DiscountTerms {
  code: string;
  active: boolean;
  /** null: every restaurant of the chain. */
  restoIds: readonly RestoId[] | null;
  deliveryTypes: readonly DeliveryType[];
  /** Below this cart total the code is accepted but takes nothing off yet. */
  minOrderAmount: MinorUnits | null;
  /** The most the code takes off one order. */
  maxDiscountAmount: MinorUnits | null;
  /** Epoch milliseconds; the code is valid from startsAt up to and including endsAt. */
  startsAtMs: number | null;
  endsAtMs: number | null;
  hours: HourRange | null;
  /** Uses over all customers; null: unlimited. */
  usageLimit: number | null;
  usedCount: number;
  /** Uses per signed-in person; null: unlimited. */
  perPersonLimit: number | null;
}

export type PromoCodeRejection = (typeof PROMO_CODE_ERROR_CODES)[number];

export interface PromoCodeContext extends OrderMoment {
  /** How often this person has used the code; null for a guest, whose limit is checked at checkout. */
  personUses: number | null;
}

/**
 * Why the code cannot be used now, or null when it can. The checks run from the most lasting
 * reason to the most passing one, so the customer hears the reason that matters: a switched-off
 * code is 'not-active' even at the wrong hour, and a code of another restaurant says so before
 * it says the hour is wrong.
 */
export const promoCodeRejection = (
  rule: PromoCodeRule | null | undefined,
  context: PromoCodeContext,
): PromoCodeRejection | null => {
  if (rule === null || rule === undefined) return ERROR_CODES.promoCodeNotFound;
  if (!rule.active) return ERROR_CODES.promoCodeNotActive;
  if (rule.restoIds !== null && !rule.restoIds.includes(context.restoId))
    return ERROR_CODES.promoCodeNotFoundForResto;
  if (!rule.deliveryTypes.includes(context.deliveryType)) return ERROR_CODES.promoCodeInvalidDeliveryType;
  if (rule.startsAtMs !== null && context.nowMs < rule.startsAtMs) return ERROR_CODES.promoCodeBeforeStart;
  if (rule.endsAtMs !== null && context.nowMs > rule.endsAtMs) return ERROR_CODES.promoCodeAfterFinish;
  if (!isWithinHours(rule.hours, context.nowMs, context.timezone)) return ERROR_CODES.promoCodeHourNotActive;
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return ERROR_CODES.promoCodeLimitExceed;
  if (
    rule.perPersonLimit !== null &&
    context.personUses !== null &&
    context.personUses >= rule.perPersonLimit
  )
    return ERROR_CODES.promoCodePersonLimitExceed;
  return null;
};

/** What the storefront shows about an accepted code (spec §3 order draft: promo code). */
export interface PromoCodeTerms extends DiscountTerms {
  code: string;
  minOrderAmount: MinorUnits | null;
  maxDiscountAmount: MinorUnits | null;
}

/** Whether the cart total reaches the code's minimum order amount. */
export const meetsPromoMinimum = (terms: PromoCodeTerms, cartTotal: MinorUnits): boolean =>
  terms.minOrderAmount === null || cartTotal >= terms.minOrderAmount;

/**
 * What the code takes off `base` (the amount left after automatic discounts): nothing below the
 * minimum order amount (measured on the cart total, the sum the customer sees), otherwise the
 * terms' amount capped at maxDiscountAmount.
 */
export const promoCodeAmount = (
  terms: PromoCodeTerms,
  cartTotal: MinorUnits,
  base: MinorUnits,
): MinorUnits => {
  if (!meetsPromoMinimum(terms, cartTotal)) return minorUnits(0);
  const amount = discountAmount(terms, base);
  return terms.maxDiscountAmount === null ? amount : minorUnits(Math.min(amount, terms.maxDiscountAmount));
};

// A promo code and bonuses on one order. Chains state an exclusion rule and leave the customer to
// work it out; here both options are priced and the better one is chosen for the customer (who
// may switch to the other). Under EXCLUSIVE the order takes one of them: the larger money off now,
// the code on a tie (it keeps the balance for later). Under STACK the code comes off first and
// bonuses pay part of the rest.
import type { DeliveryType } from '../types';
import type { LoyaltyRules } from './rules';
import { bonusesToMinorUnits, maxBonusSpend } from './spend';

export const OFFER_CHOICES = ['BEST', 'PROMO_CODE', 'BONUSES'] as const;
/** BEST: what the rules and the amounts make better; the others: the customer's switch. */
export type OfferChoice = (typeof OFFER_CHOICES)[number];

export type OfferTaken = 'NONE' | 'PROMO_CODE' | 'BONUSES' | 'BOTH';

export interface OfferInput {
  deliveryType: DeliveryType;
  /** The dishes' payable amount in minor units after automatic discounts, before the code. */
  goodsAmount: number;
  /** What the promo code takes off (0 when there is none or it does not apply yet). */
  promoCodeDiscount: number;
  /** The person's available balance in bonuses (0 for a guest). */
  balance: number;
  /** The delivery zone's minimum order, which bonuses never take the dishes below (spend.ts). */
  keepAtLeast?: number;
  choice: OfferChoice;
}

export interface BonusOption {
  bonuses: number;
  /** Their worth in minor units. */
  amount: number;
}

export interface OfferDecision {
  /** The code's discount as an option, when it takes something off. */
  promoCode: { discount: number } | null;
  /** The largest allowed bonus spend as an option, when there is one. */
  bonuses: BonusOption | null;
  /** What is better for the customer under the chain's rule. */
  recommended: OfferTaken;
  /** What the order takes: the recommendation, or the customer's switch when that is possible. */
  taken: OfferTaken;
  promoCodeDiscount: number;
  bonusesSpent: number;
  bonusPayment: number;
}

const bonusOption = (rules: LoyaltyRules | null, input: OfferInput, goodsAmount: number) => {
  if (rules === null) return null;
  const bonuses = maxBonusSpend(rules, {
    deliveryType: input.deliveryType,
    goodsAmount,
    balance: input.balance,
    keepAtLeast: input.keepAtLeast,
  });
  return bonuses > 0 ? { bonuses, amount: bonusesToMinorUnits(rules, bonuses) } : null;
};

function decided(
  promoCode: OfferDecision['promoCode'],
  bonuses: BonusOption | null,
  recommended: OfferTaken,
  taken: OfferTaken,
): OfferDecision {
  const usesCode = taken === 'PROMO_CODE' || taken === 'BOTH';
  const usesBonuses = taken === 'BONUSES' || taken === 'BOTH';
  return {
    promoCode,
    bonuses,
    recommended,
    taken,
    promoCodeDiscount: usesCode && promoCode ? promoCode.discount : 0,
    bonusesSpent: usesBonuses && bonuses ? bonuses.bonuses : 0,
    bonusPayment: usesBonuses && bonuses ? bonuses.amount : 0,
  };
}

const only = (code: boolean, bonuses: boolean): OfferTaken =>
  code && bonuses ? 'BOTH' : code ? 'PROMO_CODE' : bonuses ? 'BONUSES' : 'NONE';

/** Prices both options and says which the order takes. */
export function decideOffers(rules: LoyaltyRules | null, input: OfferInput): OfferDecision {
  const discount = Math.max(0, Math.min(input.promoCodeDiscount, input.goodsAmount));
  const promoCode = discount > 0 ? { discount } : null;
  const hasCode = promoCode !== null;
  if (rules !== null && rules.stacking === 'STACK') {
    const bonuses = bonusOption(rules, input, input.goodsAmount - discount);
    const recommended = only(hasCode, bonuses !== null);
    // Switching to the code alone keeps the balance; the default takes both.
    const taken = input.choice === 'PROMO_CODE' ? only(hasCode, false) : recommended;
    return decided(promoCode, bonuses, recommended, taken);
  }
  const bonuses = bonusOption(rules, input, input.goodsAmount);
  const bonusesBetter = bonuses !== null && (promoCode === null || bonuses.amount > promoCode.discount);
  const recommended = bonusesBetter ? 'BONUSES' : hasCode ? 'PROMO_CODE' : 'NONE';
  let taken: OfferTaken = recommended;
  if (input.choice === 'PROMO_CODE') taken = hasCode ? 'PROMO_CODE' : 'NONE';
  if (input.choice === 'BONUSES' && bonuses !== null) taken = 'BONUSES';
  return decided(promoCode, bonuses, recommended, taken);
}

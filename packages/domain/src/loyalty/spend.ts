// How many bonuses may pay for an order: at most the chain's cap (a percent of the dishes'
// payable amount; the delivery fee is never paid with bonuses), at most the balance, never below
// the delivery's minimum order, in whole bonuses, and none where the chain's programme does not run.
import type { DeliveryType } from '../types';
import { loyaltyAppliesTo, type LoyaltyRules } from './rules';

export interface SpendContext {
  deliveryType: DeliveryType;
  /** The dishes' payable amount in minor units, after discounts (and the code when stacked). */
  goodsAmount: number;
  /** The person's available balance in bonuses (0 for a guest). */
  balance: number;
  /**
   * What the dishes must still cost after the bonuses: the delivery zone's minimum order (which
   * counts after them), so spending bonuses never turns an order into one the zone refuses.
   */
  keepAtLeast?: number;
}

/** The largest number of whole bonuses this order may take. */
export function maxBonusSpend(rules: LoyaltyRules | null, context: SpendContext): number {
  if (rules === null || !loyaltyAppliesTo(rules, context.deliveryType)) return 0;
  const goods = Math.max(0, context.goodsAmount);
  const capBonuses = Math.floor((goods * rules.spendCapPercent) / (100 * rules.bonusValue));
  const aboveMinimum = Math.floor((goods - (context.keepAtLeast ?? 0)) / rules.bonusValue);
  return Math.max(0, Math.min(capBonuses, aboveMinimum, Math.floor(context.balance)));
}

/** What a number of bonuses is worth in minor units. */
export const bonusesToMinorUnits = (rules: LoyaltyRules, bonuses: number): number =>
  bonuses * rules.bonusValue;

// What an order earns: the chain's rate for the person's tier, taken from the dishes' payable
// amount less what bonuses paid, with the delivery fee, marked dishes and groups left out, and
// nothing at all for an order with a promo code when the chain says so. Rounded down to whole
// bonuses: a customer is never promised a fraction the ledger cannot hold.
import { allocate } from '../money';
import { minorUnits } from '../brand';
import type { DeliveryType } from '../types';
import { loyaltyAppliesTo, type LoyaltyRules, type LoyaltyTier } from './rules';

/** What the person did with the chain before this order: done orders and what they paid. */
export interface LoyaltyHistory {
  lifetimeSpend: number;
  orderCount: number;
}

export interface EarningLine {
  positionId: number;
  groupId: number | null;
  /** What is charged for the line after automatic discount and promo code (minor units). */
  payableAmount: number;
}

export interface EarningOrder {
  deliveryType: DeliveryType;
  lines: readonly EarningLine[];
  /** Whether a promo code took something off the order. */
  promoCodeApplied: boolean;
  /** Minor units paid with bonuses. */
  bonusPayment: number;
}

/** The tier the person is in: the last one whose threshold they reached. */
export function currentTier(rules: LoyaltyRules, history: LoyaltyHistory): LoyaltyTier | null {
  const measure = rules.tierBasis === 'SPEND' ? history.lifetimeSpend : history.orderCount;
  let tier: LoyaltyTier | null = null;
  for (const candidate of rules.tiers) if (measure >= candidate.from) tier = candidate;
  return tier;
}

const earnsNothing = (rules: LoyaltyRules, line: EarningLine): boolean =>
  rules.excludedPositionIds.includes(line.positionId) ||
  (line.groupId !== null && rules.excludedGroupIds.includes(line.groupId));

/**
 * The minor units that earn: the payable amount of the lines that earn, after the bonus payment is
 * spread over all lines in proportion to their payable amounts (bonuses paid for a drink do not
 * reduce what the rolls earn, and the reverse).
 */
export function earningAmount(rules: LoyaltyRules, order: EarningOrder): number {
  const payable = order.lines.map((line) => Math.max(0, line.payableAmount));
  const total = payable.reduce((sum, amount) => sum + amount, 0);
  const bonusPart = Math.min(Math.max(0, order.bonusPayment), total);
  const shares = total === 0 ? payable.map(() => 0) : allocate(minorUnits(bonusPart), payable);
  return order.lines.reduce(
    (sum, line, index) =>
      earnsNothing(rules, line) ? sum : sum + (payable[index] ?? 0) - (shares[index] ?? 0),
    0,
  );
}

/** Whole bonuses this order earns once it is done. */
export function bonusesEarned(
  rules: LoyaltyRules | null,
  order: EarningOrder,
  history: LoyaltyHistory,
): number {
  if (rules === null || !loyaltyAppliesTo(rules, order.deliveryType)) return 0;
  if (order.promoCodeApplied && !rules.earnWithPromoCode) return 0;
  const tier = currentTier(rules, history);
  if (tier === null || tier.earnPercent <= 0) return 0;
  // Integer arithmetic: amount × percent is exact, the division rounds down once.
  return Math.floor((earningAmount(rules, order) * tier.earnPercent) / (100 * rules.bonusValue));
}

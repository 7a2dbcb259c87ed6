// A chain's loyalty programme (issue 41): what earns bonuses, how many may pay for an order, how
// they combine with a promo code and when they expire. The rules come from the chain's
// configuration; every function of this folder takes them as a parameter, so the preflight, the
// order and the cart's preview count with one code.
import type { DeliveryType } from '../types';

/** A step of the earn rate: from this lifetime spend (minor units) or number of done orders on. */
export interface LoyaltyTier {
  from: number;
  /** Percent of the earning amount paid back in bonuses. */
  earnPercent: number;
}

/**
 * EXCLUSIVE: an order takes either the promo code or bonuses (the customer gets the better one);
 * STACK: bonuses pay part of what is left after the code.
 */
export const PROMO_CODE_STACKING = ['EXCLUSIVE', 'STACK'] as const;
export type PromoCodeStacking = (typeof PROMO_CODE_STACKING)[number];

/** What the tiers are measured by: the money of done orders, or their number. */
export const TIER_BASES = ['SPEND', 'ORDERS'] as const;
export type TierBasis = (typeof TIER_BASES)[number];

export interface LoyaltyRules {
  /** Minor units one bonus is worth: 100 (one rouble) by default. */
  bonusValue: number;
  tierBasis: TierBasis;
  /** Sorted by `from`; the first starts at 0. */
  tiers: readonly LoyaltyTier[];
  /** Dishes and menu groups that earn nothing (drinks, set lunches). */
  excludedPositionIds: readonly number[];
  excludedGroupIds: readonly number[];
  /** Whether an order with a promo code earns bonuses. */
  earnWithPromoCode: boolean;
  /** The most of the dishes' payable amount bonuses may pay, in percent. */
  spendCapPercent: number;
  /** The order types where bonuses are earned and spent. */
  deliveryTypes: readonly DeliveryType[];
  stacking: PromoCodeStacking;
  /** The balance expires this many months after the person's last order; null: never. */
  expiryMonths: number | null;
  /** How many days before the expiry the customer is warned. */
  expiryWarningDays: number;
  /** Bonuses granted once, at the first order of a person with this chain. */
  welcomeBonus: number;
  /**
   * Bonuses credited on the person's birthday (the chain's day), once a year, to people who gave
   * their birth date (birthday.ts); 0: none. Rules stored before it existed read as 0.
   */
  birthdayBonus: number;
}

/** One bonus is one unit of the currency, unless the chain says otherwise. */
export const DEFAULT_BONUS_VALUE = 100;

/** The rules a chain without a programme has: nothing earned, nothing spent. */
export const NO_LOYALTY = null;

/** Whether bonuses work for this order type at all. */
export const loyaltyAppliesTo = (rules: LoyaltyRules | null, deliveryType: DeliveryType): boolean =>
  rules !== null && rules.deliveryTypes.includes(deliveryType);

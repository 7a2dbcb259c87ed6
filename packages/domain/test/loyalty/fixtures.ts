import type { LoyaltyRules } from '../../src/loyalty';

/** Tanuki-like: 5 %, 10 % from 20 000 ₽ spent, 20 % cap, never with a code, 6 months. */
export const rules = (overrides: Partial<LoyaltyRules> = {}): LoyaltyRules => ({
  bonusValue: 100,
  tierBasis: 'SPEND',
  tiers: [
    { from: 0, earnPercent: 5 },
    { from: 2_000_000, earnPercent: 10 },
  ],
  excludedPositionIds: [],
  excludedGroupIds: [],
  earnWithPromoCode: false,
  spendCapPercent: 20,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  stacking: 'EXCLUSIVE',
  expiryMonths: 6,
  expiryWarningDays: 14,
  welcomeBonus: 0,
  birthdayBonus: 0,
  ...overrides,
});

export const newcomer = { lifetimeSpend: 0, orderCount: 0 };

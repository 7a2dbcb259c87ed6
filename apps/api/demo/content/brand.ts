// The fictional chain the demo tenant presents. 'Умико' (umi + ko, "child of the sea") is invented;
// the product itself is Nori, so the demo brand must not be.
import type { LoyaltyRules } from '@nori/domain';
export const DEMO_TENANT = { code: 'demo', name: 'Умико' } as const;

/**
 * The demo chain's bonuses (issue 41), as the market runs them: 5 % back, up to 20 % of an order,
 * never with a promo code, 6 months, 300 on the birthday.
 */
export const DEMO_LOYALTY = {
  bonusValue: 100,
  tierBasis: 'SPEND',
  tiers: [{ from: 0, earnPercent: 5 }],
  excludedPositionIds: [],
  excludedGroupIds: [],
  earnWithPromoCode: false,
  spendCapPercent: 20,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  stacking: 'EXCLUSIVE',
  expiryMonths: 6,
  expiryWarningDays: 14,
  welcomeBonus: 0,
  birthdayBonus: 300,
} satisfies LoyaltyRules;

export const DEMO_BRAND = {
  name: 'Умико',
  latinName: 'UMIKO',
  tagline: 'Суши и роллы с доставкой',
  site: 'https://umiko.example',
  email: 'hello@umiko.example',
} as const;

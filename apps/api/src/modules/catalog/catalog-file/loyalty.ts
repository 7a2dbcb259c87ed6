// The chain's bonus programme in the catalog file (`tenant.loyalty`, issue 41): the rules of the
// domain's LoyaltyRules, with the usual choices as defaults so a file names only what it changes.
import { z } from 'zod';
import {
  DEFAULT_BONUS_VALUE,
  DELIVERY_TYPES,
  PROMO_CODE_STACKING,
  TIER_BASES,
  type LoyaltyRules,
} from '@nori/domain';

const percent = z.number().int().min(0).max(100);
const ids = z.array(z.number().int().positive());

export const loyaltySchema = z
  .strictObject({
    bonusValue: z.number().int().positive().max(1_000_000).default(DEFAULT_BONUS_VALUE),
    tierBasis: z.enum(TIER_BASES).default('SPEND'),
    tiers: z
      .array(z.strictObject({ from: z.number().int().nonnegative(), earnPercent: percent }))
      .min(1)
      .refine((tiers) => tiers[0]?.from === 0, 'The first tier starts at 0')
      .refine(
        (tiers) => tiers.every((tier, index) => index === 0 || tier.from > (tiers[index - 1]?.from ?? 0)),
        'Tiers go up: each starts above the one before',
      ),
    excludedPositionIds: ids.default([]),
    excludedGroupIds: ids.default([]),
    earnWithPromoCode: z.boolean().default(false),
    spendCapPercent: percent,
    deliveryTypes: z
      .array(z.enum(DELIVERY_TYPES))
      .min(1)
      .default([...DELIVERY_TYPES]),
    stacking: z.enum(PROMO_CODE_STACKING).default('EXCLUSIVE'),
    expiryMonths: z.number().int().min(1).max(120).nullable().default(null),
    expiryWarningDays: z.number().int().min(0).max(365).default(14),
    welcomeBonus: z.number().int().nonnegative().default(0),
    birthdayBonus: z.number().int().nonnegative().max(1_000_000).default(0),
  })
  .transform((rules): LoyaltyRules => rules);

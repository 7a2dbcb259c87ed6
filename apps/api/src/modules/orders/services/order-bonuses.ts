// Bonuses on a cart (issue 41): the chain's rules and the person's balance, both options priced
// when a promo code and bonuses apply (the domain's decideOffers), the cart priced again without
// the code when bonuses win under an exclusive rule, and what the order will earn. The customer's
// choice is the request's `bonuses`; without it nothing is spent, as before bonuses existed.
import {
  bonusesEarned,
  decideOffers,
  loyaltyAppliesTo,
  priceCart,
  type DeliveryType,
  type OfferChoice,
  type OfferDecision,
  type PricedCart,
  type PricingInput,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { doneOrderHistory } from '../../loyalty/repositories/loyalty-reads';
import { loyaltyStanding } from '../../loyalty/services/bonus-accounts';
import type { CatalogLine } from './order-lines';

export interface BonusPreview {
  balance: number;
  bonusValue: number;
  decision: OfferDecision;
  earns: number;
}

export interface PricedWithBonuses {
  pricing: PricedCart;
  bonuses: BonusPreview | null;
}

export interface BonusPricingInput {
  tenantId: number;
  personId: number | null;
  deliveryType: DeliveryType;
  choice: OfferChoice | null;
  /** The delivery zone's minimum order (0 for take-away): bonuses never take the dishes below it. */
  keepAtLeast: number;
  lines: CatalogLine[];
  pricingInput: PricingInput;
  pricing: PricedCart;
}

export async function priceWithBonuses(db: Database, input: BonusPricingInput): Promise<PricedWithBonuses> {
  const { pricing, deliveryType } = input;
  const { rules, balance } = await loyaltyStanding(db, input.tenantId, input.personId);
  if (rules === null || !loyaltyAppliesTo(rules, deliveryType)) return { pricing, bonuses: null };
  const decision = decideOffers(rules, {
    deliveryType,
    goodsAmount: pricing.subtotal - pricing.discount,
    promoCodeDiscount: pricing.promoCodeDiscount,
    balance,
    keepAtLeast: input.keepAtLeast,
    // No choice sent: a client from before bonuses; the code applies as it did, nothing is spent.
    choice: input.choice ?? 'PROMO_CODE',
  });
  const dropsCode = pricing.promoCodeDiscount > 0 && decision.promoCodeDiscount === 0;
  const priced = dropsCode ? priceCart({ ...input.pricingInput, promoCode: null }) : pricing;
  const history =
    input.personId !== null && rules.tiers.length > 1
      ? await doneOrderHistory(db, { tenantId: input.tenantId, personId: input.personId }, 0)
      : { lifetimeSpend: 0, orderCount: 0 };
  const earns = bonusesEarned(
    rules,
    {
      deliveryType,
      lines: input.lines.map((line, index) => ({
        positionId: line.position.id,
        groupId: line.groupId,
        payableAmount: priced.lines[index]?.payableAmount ?? 0,
      })),
      promoCodeApplied: priced.promoCodeDiscount > 0,
      bonusPayment: decision.bonusPayment,
    },
    history,
  );
  const total = priced.total - decision.bonusPayment;
  return {
    pricing: { ...priced, total: total as PricedCart['total'] },
    bonuses: { balance, bonusValue: rules.bonusValue, decision, earns },
  };
}

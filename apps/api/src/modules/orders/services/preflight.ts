// The preflight (spec §3): the cart priced by the server, one answer line per requested line in
// request order, then the delivery line carrying the price in its payableAmount.
import type { z } from 'zod';
import {
  DELIVERY_PRICE_SPECIAL,
  type preflightRequestSchema,
  type preflightResultSchema,
} from '@nori/contract';
import { shownDiscount } from '@nori/domain';
import type { Database } from '../../../db/client';
import { pricingInput, type PricingContext } from './order-input';
import { notFound } from '../../../errors';
import type { BonusPreview } from './order-bonuses';
import { priceOrder, type PricedOrder } from './order-pricing';
import { fullSlots } from './order-time';
import type { RestoCatalogs } from '../../catalog/services/resto-catalog';
import type { StopListState } from '../../catalog/services/stop-list-state';

export type PreflightRequestBody = z.output<typeof preflightRequestSchema>;
export type PreflightResultDto = z.input<typeof preflightResultSchema>;
type PreflightLineDto = PreflightResultDto['positions'][number];

export function preflightResult({
  lines,
  pricing,
  discount,
  promoCode,
  delivery,
  bonuses,
}: PricedOrder): PreflightResultDto {
  const positions = lines.map((line, index): PreflightLineDto => {
    const priced = pricing.lines[index];
    if (!priced) throw new Error(`Pricing lost line ${index}`);
    return {
      id: line.position.id,
      specials: [],
      payableAmount: priced.payableAmount,
      discounts:
        discount && priced.discount > 0
          ? [{ id: discount.discount.id, name: discount.discount.name, calculated: priced.discount }]
          : [],
      promoCodes:
        promoCode && priced.promoCode > 0 ? [{ code: promoCode.code, calculated: priced.promoCode }] : [],
      sum: priced.sum,
    };
  });
  const deliveryLine: PreflightLineDto | null = delivery && {
    id: 0,
    specials: [DELIVERY_PRICE_SPECIAL],
    payableAmount: delivery.cost,
    discounts: [],
    promoCodes: [],
    sum: delivery.cost,
  };
  return {
    positions: deliveryLine ? [...positions, deliveryLine] : positions,
    promoCode: promoCode?.code ?? null,
    promoCodeMaxDiscountAmount: promoCode?.maxDiscountAmount ?? null,
    promoCodeMinOrderAmount: promoCode?.minOrderAmount ?? null,
    total: pricing.total,
    discount: shownDiscount({ automatic: pricing.discount, promoCode: pricing.promoCodeDiscount }),
    deliveryPrice: delivery?.cost ?? null,
    deliveryTime: delivery?.time ?? null,
    ...(delivery && { tierAmount: delivery.tierAmount }),
    ...(bonuses && { loyalty: loyaltyPreview(bonuses) }),
  };
}

function loyaltyPreview({ balance, bonusValue, decision, earns }: BonusPreview) {
  return {
    balance,
    bonusValue,
    promoCodeOption: decision.promoCode?.discount ?? null,
    bonusOption: decision.bonuses,
    recommended: decision.recommended,
    taken: decision.taken,
    bonusesSpent: decision.bonusesSpent,
    bonusPayment: decision.bonusPayment,
    earns,
  };
}

/** `stopLists` is this node's copy of the stop lists (sold-out-check.ts says why not the database). */
export const createPreflight = (db: Database, catalogs: RestoCatalogs, stopLists: StopListState) => ({
  preflight: async (body: PreflightRequestBody, context: PricingContext) =>
    preflightResult(
      await priceOrder(
        db,
        await catalogs.get(body.restoId),
        pricingInput(body, body.location),
        context,
        stopLists.entries,
      ),
    ),
  /** The slots that take no more orders (issue 21); checked with the same rows as the preflight. */
  fullSlots: async (restoId: number, now: Date) => {
    const catalog = await catalogs.get(restoId);
    if (!catalog) throw notFound(`Resto ${restoId} not found`);
    return fullSlots(db, catalog.resto, now.getTime());
  },
});
export type Preflight = ReturnType<typeof createPreflight>;

// What stands between the cart and an order (spec §4, §5): the zone's minimum and maximum, the
// address, the server's refusals. Pure, so the cart and the checkout agree on it.
import {
  cartTotal,
  deliveryCostOf,
  deliveryTierState,
  messageRef,
  minorUnits,
  nextTierHint,
  orderLimitNotice,
  untilMinimumHint,
  type Cart,
  type DeliveryThreshold,
  type DeliveryTierState,
  type MessageRef,
  type MinorUnits,
  type ValidationKey,
} from '@nori/domain';
import type { Notice } from '../notice';
import type { OrderContext } from './use-order-context';
import type { PreflightView } from './use-preflight';
import { addRussianTexts } from '../../i18n';

// The three validation keys the cart's checks use, typed against the domain's (VALIDATION_KEYS):
// that table holds every form's keys, and referring to it put all of them in the cart's first
// load (issue 17).
const ADDRESS_REQUIRED: ValidationKey = 'validation.address.required';
const ADDRESS_OUT_OF_ZONE: ValidationKey = 'validation.address.outOfZone';
const DISHES_NOT_DELIVERABLE: ValidationKey = 'validation.cart.dishesNotDeliverable';
import { cartValidationMessagesRu } from '@nori/domain/messages/ru/validation-cart';
import { deliveryMessagesRu } from '@nori/domain/messages/ru/delivery';
import { cartCheckErrorMessagesRu } from '@nori/domain/messages/ru/errors-cart-checks';
import { ruCart } from '../../i18n/messages/ru-cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(cartValidationMessagesRu);
addRussianTexts(deliveryMessagesRu);
addRussianTexts(ruCart);
addRussianTexts(cartCheckErrorMessagesRu);

export interface OrderChecks {
  /** The zone's tier of the amount the server counted (tierOf). */
  tier: DeliveryTierState;
  /** 'Ещё … до бесплатной доставки', 'Ещё … до минимальной суммы заказа' and the like. */
  hint: MessageRef | null;
  /** What prevents the order, in the order the customer should fix it; empty when it can go. */
  blockers: Notice[];
  /** The server could not be asked (offline, its fault): a retry may clear the last blocker. */
  retryable: boolean;
  /** The domain's figures, shown until the server's arrive: Σ line sums and the tier's delivery cost. */
  subtotal: MinorUnits;
  deliveryCost: MinorUnits | null;
}

const NO_TIERS: DeliveryTierState = { kind: 'noTiers' };

/** Below the minimum of all tiers (spec §4), for a refusal that does not say the amount it counted. */
const belowEveryTier = (thresholds: readonly DeliveryThreshold[]): DeliveryTierState => ({
  kind: 'belowMinimum',
  minimum: minorUnits(Math.min(...thresholds.map((threshold) => threshold.orderPrice.min))),
  messageKey: 'delivery.order.minimum',
});

/**
 * The tiers count what the dishes cost after the automatic discount, the promo code and bonuses
 * (issue 41): the amount the server counted once its answer for this cart is in, its refusal
 * below the minimum (an offer took the cart's total under it), else the cart's total, which is
 * that amount for a cart without offers (and all an older server says).
 */
const tierOf = (context: OrderContext, preflight: PreflightView, cartAmount: MinorUnits) => {
  if (context.deliveryType !== 'DELIVERY' || !context.zone) return { tier: NO_TIERS, amount: cartAmount };
  const counted = preflight.loading ? undefined : preflight.result?.tierAmount;
  const amount = counted === undefined ? cartAmount : minorUnits(counted);
  const tier = deliveryTierState(amount, context.thresholds);
  const refused = !preflight.loading && preflight.problem?.kind === 'belowMinimum';
  if (refused && tier.kind !== 'belowMinimum' && context.thresholds.length > 0)
    return { tier: belowEveryTier(context.thresholds), amount };
  return { tier, amount };
};

export const orderChecks = (cart: Cart, context: OrderContext, preflight: PreflightView): OrderChecks => {
  const delivery = context.deliveryType === 'DELIVERY';
  const subtotal = cartTotal(cart);
  const { tier, amount } = tierOf(context, preflight, subtotal);
  const blockers: Notice[] = [];
  if (delivery && context.place === null) blockers.push(messageRef(ADDRESS_REQUIRED));
  else if (delivery && context.zone === null) blockers.push(messageRef(ADDRESS_OUT_OF_ZONE));
  const limit = orderLimitNotice(tier, context.currency);
  if (limit) blockers.push(messageRef('cartPage.limit', { label: limit.label, amount: limit.amount }));
  if (tier.kind === 'aboveMaximum') blockers.push(messageRef('error.code.delivery.order-sum-too-much.range'));
  const problem = preflight.problem;
  if (problem?.kind === 'undeliverable')
    blockers.push(
      messageRef(delivery ? DISHES_NOT_DELIVERABLE : 'error.code.person-order.position-not-found-in-resto'),
    );
  // The server's own refusal, unless a local check above already says the same thing.
  const refusal = problem?.kind === 'message' && blockers.length === 0 ? problem : null;
  if (refusal) blockers.push(refusal.message);
  return {
    tier,
    hint: untilMinimumHint(tier, amount, context.currency) ?? nextTierHint(tier, context.currency),
    blockers,
    retryable: refusal?.retryable ?? false,
    subtotal,
    deliveryCost: deliveryCostOf(tier),
  };
};

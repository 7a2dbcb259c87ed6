// What stands between the cart and an order (spec §4, §5): the zone's minimum and maximum, the
// address, the server's refusals. Pure, so the cart and the checkout agree on it.
import {
  cartTotal,
  deliveryTierState,
  messageRef,
  nextTierHint,
  orderLimitNotice,
  VALIDATION_KEYS,
  type Cart,
  type DeliveryTierState,
  type MessageRef,
} from '@nori/domain';
import type { Notice } from './preflight-outcome';
import type { OrderContext } from './use-order-context';
import type { PreflightView } from './use-preflight';

export interface OrderChecks {
  tier: DeliveryTierState;
  /** 'Ещё … до бесплатной доставки' and the like. */
  hint: MessageRef | null;
  /** What prevents the order, in the order the customer should fix it; empty when it can go. */
  blockers: Notice[];
}

export const orderChecks = (cart: Cart, context: OrderContext, preflight: PreflightView): OrderChecks => {
  const delivery = context.deliveryType === 'DELIVERY';
  const tier =
    delivery && context.zone
      ? deliveryTierState(cartTotal(cart), context.thresholds)
      : { kind: 'noTiers' as const };
  const blockers: Notice[] = [];
  if (delivery && context.place === null) blockers.push(messageRef(VALIDATION_KEYS.addressRequired));
  else if (delivery && context.zone === null) blockers.push(messageRef(VALIDATION_KEYS.addressOutOfZone));
  const limit = orderLimitNotice(tier, context.currency);
  if (limit) blockers.push(messageRef('cartPage.limit', { label: limit.label, amount: limit.amount }));
  if (tier.kind === 'aboveMaximum') blockers.push(messageRef('error.code.delivery.order-sum-too-much.range'));
  const problem = preflight.problem;
  if (problem?.kind === 'undeliverable')
    blockers.push(
      messageRef(
        delivery
          ? VALIDATION_KEYS.dishesNotDeliverable
          : 'error.code.person-order.position-not-found-in-resto',
      ),
    );
  // The server's own refusal, unless a local check above already says the same thing.
  if (problem?.kind === 'message' && blockers.length === 0) blockers.push(problem.message);
  return { tier, hint: nextTierHint(tier, context.currency), blockers };
};

// The cart priced by the server in the order's context: shared by the cart and the checkout page.
import { cartTotal, deliveryTierState, PAY_TYPES, type DeliveryTierState, type PayType } from '@nori/domain';
import { useBootSnapshot, useServerNow } from '../../catalog';
import { STORED_KEYS } from '../../platform/stored-keys';
import { useStored } from '../../platform/use-stored';
import { useCart } from '../cart-store';
import { orderChecks, type OrderChecks } from './order-checks';
import { useOrderTime, type OrderTimeView } from '../time/order-time';
import { canPreflight, preflightRequest } from './preflight-request';
import { useOfferChoice } from './offer-choice';
import { useOrderContext, type OrderContext } from './use-order-context';
import { useOrderSession } from './use-order-session';
import { usePreflight } from './use-preflight';

const isPayType = (value: unknown): value is PayType => PAY_TYPES.some((payType) => payType === value);

export const useStoredPayType = (): PayType | null => useStored(STORED_KEYS.orderPayType, isPayType) ?? null;

/** A delivery's lead time adds the zone tier's time (the tier's, else the slowest). */
const deliveryMinutesOf = (context: OrderContext | null, tier: DeliveryTierState): number => {
  if (context === null || context.deliveryType !== 'DELIVERY') return 0;
  if (tier.kind === 'inTier') return tier.current.deliveryTime;
  return Math.max(0, ...context.thresholds.map((threshold) => threshold.deliveryTime));
};

/**
 * The time choice as shown: its estimate ('около 21:27', 'Время доставки 90 мин') counts the tier
 * of the checks, the server's once its answer is in (the amount it counted, issue 41). Its slots
 * and the time asked for keep `slotMinutes`, the cart total's tier's: they are in the request, and
 * moving them by its answer would ask again, back and forth when one tier's lead time allows a
 * slot and the other's does not.
 */
export const shownOrderTime = (
  view: OrderTimeView | null,
  slotMinutes: number,
  context: OrderContext | null,
  checks: OrderChecks | null,
): OrderTimeView | null => {
  const later = checks ? deliveryMinutesOf(context, checks.tier) - slotMinutes : 0;
  return view && later
    ? {
        ...view,
        estimateMinutes: view.estimateMinutes + later,
        asap: view.asap && { ...view.asap, readyAtMs: view.asap.readyAtMs + later * 60_000 },
      }
    : view;
};

export const usePricedCart = () => {
  const cart = useCart();
  const context = useOrderContext();
  const session = useOrderSession();
  const payType = useStoredPayType();
  const offerChoice = useOfferChoice();
  const now = useServerNow(useBootSnapshot());
  // The cart total's tier: the slots are worked out before the server's answer.
  const slotMinutes = deliveryMinutesOf(
    context,
    deliveryTierState(cartTotal(cart), context?.thresholds ?? []),
  );
  const orderTime = useOrderTime(context?.resto ?? null, now, slotMinutes);
  const request =
    context && canPreflight(cart, context.deliveryType, context.place)
      ? preflightRequest({
          positions: cart.positions,
          restoId: context.resto.id,
          deliveryType: context.deliveryType,
          place: context.place,
          payType,
          promoCode: cart.promoCode,
          requestedAt: orderTime?.requestedAt ?? null,
          bonuses: offerChoice,
        })
      : null;
  const preflight = usePreflight(request, session.personId, session.authorize);
  const checks = context ? orderChecks(cart, context, preflight) : null;
  const shown = shownOrderTime(orderTime, slotMinutes, context, checks);
  return { cart, context, session, payType, preflight, checks, orderTime: shown, offerChoice };
};

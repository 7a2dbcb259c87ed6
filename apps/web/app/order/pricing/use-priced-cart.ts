// The cart priced by the server in the order's context: shared by the cart and the checkout page.
import { cartTotal, deliveryTierState, PAY_TYPES, type Cart, type PayType } from '@nori/domain';
import { useBootSnapshot, useServerNow } from '../../catalog';
import { STORED_KEYS } from '../../platform/stored-keys';
import { useStored } from '../../platform/use-stored';
import { useCart } from '../cart-store';
import { orderChecks } from './order-checks';
import { useOrderTime } from '../time/order-time';
import { canPreflight, preflightRequest } from './preflight-request';
import { useOfferChoice } from './offer-choice';
import { useOrderContext, type OrderContext } from './use-order-context';
import { useOrderSession } from './use-order-session';
import { usePreflight } from './use-preflight';

const isPayType = (value: unknown): value is PayType => PAY_TYPES.some((payType) => payType === value);

export const useStoredPayType = (): PayType | null => useStored(STORED_KEYS.orderPayType, isPayType) ?? null;

/** A delivery's lead time adds the zone tier's time (the cart's tier, else the slowest). */
const deliveryMinutesOf = (cart: Cart, context: OrderContext | null): number | null => {
  if (context === null || context.deliveryType !== 'DELIVERY') return null;
  const tier = deliveryTierState(cartTotal(cart), context.thresholds);
  if (tier.kind === 'inTier') return tier.current.deliveryTime;
  return Math.max(0, ...context.thresholds.map((threshold) => threshold.deliveryTime));
};

export const usePricedCart = () => {
  const cart = useCart();
  const context = useOrderContext();
  const session = useOrderSession();
  const payType = useStoredPayType();
  const offerChoice = useOfferChoice();
  const now = useServerNow(useBootSnapshot());
  const orderTime = useOrderTime(context?.resto ?? null, now, deliveryMinutesOf(cart, context));
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
  return { cart, context, session, payType, preflight, checks, orderTime, offerChoice };
};

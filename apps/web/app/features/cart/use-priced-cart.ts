// The cart priced by the server in the order's context: shared by the cart and the checkout page.
import { PAY_TYPES, type PayType } from '@nori/domain';
import { STORED_KEYS } from '../../platform/stored-keys';
import { useStored } from '../../platform/use-stored';
import { useCart } from './cart-store';
import { orderChecks } from './order-checks';
import { canPreflight, preflightRequest } from './preflight-request';
import { useOrderContext } from './use-order-context';
import { useOrderSession } from './use-order-session';
import { usePreflight } from './use-preflight';

const isPayType = (value: unknown): value is PayType => PAY_TYPES.some((payType) => payType === value);

export const useStoredPayType = (): PayType | null => useStored(STORED_KEYS.orderPayType, isPayType) ?? null;

export const usePricedCart = () => {
  const cart = useCart();
  const context = useOrderContext();
  const session = useOrderSession();
  const payType = useStoredPayType();
  const request =
    context && canPreflight(cart, context.deliveryType, context.place)
      ? preflightRequest({
          positions: cart.positions,
          restoId: context.resto.id,
          deliveryType: context.deliveryType,
          place: context.place,
          payType,
          promoCode: cart.promoCode,
        })
      : null;
  const preflight = usePreflight(request, session.personId, session.authorize);
  const checks = context ? orderChecks(cart, context, preflight) : null;
  return { cart, context, session, payType, preflight, checks };
};

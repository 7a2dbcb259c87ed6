// The preflight request (spec §3) built from the cart and where the order goes. Prices sent are
// the ones the customer saw; the server prices the cart from its catalog and answers its own.
import type { PreflightRequest } from '@nori/contract';
import {
  positionSum,
  type Cart,
  type CartPosition,
  type DeliveryType,
  type OfferChoice,
  type PayType,
} from '@nori/domain';
import type { StoredPlace } from '../order-place';

export interface PreflightInput {
  positions: readonly CartPosition[];
  restoId: number;
  deliveryType: DeliveryType;
  place: StoredPlace | null;
  payType: PayType | null;
  promoCode: string | null;
  /** The slot the order is for; null: as soon as possible (issue 21). */
  requestedAt: string | null;
  /** Bonuses or the promo code: the best of both unless the customer switched (issue 41). */
  bonuses: OfferChoice;
}

export const orderPositions = (positions: readonly CartPosition[]) =>
  positions.map((line) => ({
    id: line.id,
    count: line.count,
    name: line.name,
    price: line.price,
    sum: positionSum(line),
    modifiers: line.modifiers.map(({ id, count, price }) => ({ id, count, price })),
  }));

export const preflightRequest = (input: PreflightInput): PreflightRequest => ({
  deliveryType: input.deliveryType,
  restoId: input.restoId,
  positions: orderPositions(input.positions),
  ...(input.payType ? { payType: input.payType } : {}),
  ...(input.promoCode ? { promoCode: input.promoCode } : {}),
  ...(input.requestedAt ? { requestedAt: input.requestedAt } : {}),
  bonuses: input.bonuses,
  ...(input.deliveryType === 'DELIVERY' && input.place
    ? { address: input.place.address, location: input.place.location }
    : {}),
});

/** A delivery cannot be priced before its address is chosen; an empty cart has nothing to price. */
export const canPreflight = (cart: Cart, deliveryType: DeliveryType, place: StoredPlace | null): boolean =>
  cart.positions.length > 0 && (deliveryType !== 'DELIVERY' || place !== null);

// What the preflight and the order share: the cart, where it goes and how it is paid. Both calls'
// bodies reduce to this; client prices and sums are deliberately absent — the catalog prices.
import type { DeliveryType, LatLng, OfferChoice, PayType } from '@nori/domain';

export interface OrderInputLine {
  id: number;
  count: number;
  modifiers: { id: number; count: number }[];
}

export interface OrderInput {
  restoId: number;
  deliveryType: DeliveryType;
  payType: PayType | null;
  promoCode: string | null;
  positions: OrderInputLine[];
  /** The delivery point; null for take-away. */
  location: LatLng | null;
  /** The slot asked for (epoch ms); null: as soon as possible (issue 21). */
  requestedAtMs: number | null;
  /** Bonuses and a promo code (issue 41); null: the client says nothing, no bonuses are spent. */
  bonuses: OfferChoice | null;
}

/** Who asks and when: a guest (personId null) has no personal promo-code limit checked. */
export interface PricingContext {
  now: Date;
  personId: number | null;
  /**
   * Placing the order, in its transaction: the restaurant's slots are held until it ends
   * (capacity), and the person's uses of a promo code are counted once, after taking a use
   * (place-order.ts), not also here.
   */
  placing?: boolean;
}

/** The request's requestedAt (ISO 8601 with an offset) as epoch ms; absent: as soon as possible. */
export const requestedAtMs = (requestedAt: string | null | undefined): number | null =>
  requestedAt === null || requestedAt === undefined ? null : Date.parse(requestedAt);

/** A preflight's or an order draft's body as pricing reads it; `location` is where each keeps it. */
export const pricingInput = (
  body: {
    restoId: number;
    deliveryType: DeliveryType;
    payType?: PayType | null;
    promoCode?: string | null;
    positions: OrderInputLine[];
    requestedAt?: string | null;
    bonuses?: OfferChoice | undefined;
  },
  location: LatLng | null | undefined,
): OrderInput => ({
  restoId: body.restoId,
  deliveryType: body.deliveryType,
  payType: body.payType ?? null,
  promoCode: body.promoCode ?? null,
  positions: body.positions,
  location: body.deliveryType === 'DELIVERY' ? (location ?? null) : null,
  requestedAtMs: requestedAtMs(body.requestedAt),
  bonuses: body.bonuses ?? null,
});

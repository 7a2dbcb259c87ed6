// The checks and prices one cart gets, for the preflight and for the order alike (spec §3, §4,
// §8), in the order a customer would fix them: the restaurant open, the pay type taken, the dishes
// on its menu now, the promo code valid, the delivery address and sum; then the time. The amounts
// come before the delivery: its tier is chosen by what the dishes cost after the automatic
// discount, the promo code and the bonus payment (issue 41), and a bonus spend is capped by the
// dishes alone, so the delivery price cannot change the amount it is chosen by.
import {
  bestDiscount,
  ERROR_CODES,
  id,
  isTakingOrders,
  MAX_ORDER_SUBTOTAL,
  payTypeRejection,
  priceCart,
  sumMinorUnits,
  type ChosenDiscount,
  type DeliveryZone,
  type OrderMoment,
  type PricedCart,
  type PromoCodeRule,
  type RestoId,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError, notFound } from '../../../errors';
import type { RestoRow } from '../../catalog/repositories/catalog-queries';
import { deliveryTerms, deliveryZoneOf, zoneMinimum, type DeliveryTerms } from './order-delivery';
import type { OrderInput, PricingContext } from './order-input';
import { catalogLines, type CatalogLine } from './order-lines';
import { priceWithBonuses, type BonusPreview } from './order-bonuses';
import { acceptPromoCode } from './order-offers';
import { takeOrderTime, type OrderTime } from './order-time';
import { refuseSoldOut, type StopListSource } from './sold-out-check';
import type { RestoCatalog } from '../../catalog/services/resto-catalog';

export interface PricedOrder {
  resto: RestoRow;
  lines: CatalogLine[];
  pricing: PricedCart;
  discount: ChosenDiscount | null;
  /** The accepted promo code, also when the cart is below its minimum and it takes nothing yet. */
  promoCode: PromoCodeRule | null;
  /** null for take-away. */
  delivery: DeliveryTerms | null;
  /** When it is for, and the slot it takes (issue 21). */
  time: OrderTime;
  /** Bonuses and the promo code, when the chain has a programme for this order type (issue 41). */
  bonuses: BonusPreview | null;
}

function openResto(catalog: RestoCatalog | undefined, input: OrderInput, nowMs: number): RestoCatalog {
  if (!catalog) throw notFound(`Resto ${input.restoId} not found`);
  const { resto } = catalog;
  // Closed or a day off: the storefront shows its day-off dialog for this code. An order for a
  // later time is checked against the slots once the delivery time is known (order-time.ts).
  if (input.requestedAtMs === null && !isTakingOrders(resto.openingHours, nowMs, resto.timezone))
    throw catalogueError(ERROR_CODES.restoNotTakingOrders);
  return catalog;
}

/** The cart priced without delivery, with the tier's price added to what the customer pays. */
const withDelivery = (pricing: PricedCart, delivery: DeliveryTerms | null): PricedCart =>
  delivery === null
    ? pricing
    : {
        ...pricing,
        deliveryCost: delivery.cost,
        total: sumMinorUnits([pricing.total, delivery.cost]),
      };

/**
 * Prices the cart against the restaurant's catalog (RestoCatalogs.get, undefined for an unknown
 * restaurant); `db` is where the promo code and the person's uses are read: the order's
 * transaction when placing one. The catalog is fetched by the caller, outside any transaction:
 * PGlite runs one transaction at a time, so a read on the pool from inside one would wait forever.
 */
export async function priceOrder(
  db: Database,
  restoCatalog: RestoCatalog | undefined,
  input: OrderInput,
  context: PricingContext,
  stopList: StopListSource,
): Promise<PricedOrder> {
  const nowMs = context.now.getTime();
  const catalog = openResto(restoCatalog, input, nowMs);
  const { resto } = catalog;
  const payRefusal = payTypeRejection(resto.payConfig, input.deliveryType, input.payType);
  if (payRefusal !== null) throw catalogueError(payRefusal);

  // Dishes sold in time slots are checked at the time the order is for.
  const lines = catalogLines(catalog, input, input.requestedAtMs ?? nowMs);
  refuseSoldOut(lines, await stopList(resto.id), nowMs);
  const subtotal = sumMinorUnits(lines.map((line) => line.sum));
  if (subtotal > MAX_ORDER_SUBTOTAL) throw catalogueError(ERROR_CODES.orderTooLarge);
  const moment: OrderMoment = {
    restoId: id<RestoId>(resto.id),
    deliveryType: input.deliveryType,
    nowMs,
    timezone: resto.timezone,
  };
  const promoCode =
    input.promoCode === null || input.promoCode === ''
      ? null
      : await acceptPromoCode(
          db,
          resto.tenantId,
          input.promoCode,
          moment,
          context.placing === true ? null : context.personId,
        );

  // The zone first: its minimum order bounds what bonuses may pay (spend.ts, keepAtLeast).
  let zone: DeliveryZone | null = null;
  if (input.deliveryType === 'DELIVERY') {
    // The contract requires a location for delivery; a caller that skips it is a programming error.
    if (input.location === null) throw new Error('A delivery order reached pricing without a location');
    zone = deliveryZoneOf(catalog, input.location);
  }
  const discount = bestDiscount(catalog.discounts, moment, subtotal);
  // Priced without delivery first: the tier is chosen by what the dishes cost after every offer.
  const cart = {
    lineSums: lines.map((line) => line.sum),
    discount: discount?.discount ?? null,
    promoCode,
    deliveryCost: null,
  };
  const offers = await priceWithBonuses(db, {
    tenantId: resto.tenantId,
    personId: context.personId,
    deliveryType: input.deliveryType,
    choice: input.bonuses,
    keepAtLeast: zone === null ? 0 : zoneMinimum(zone),
    lines,
    pricingInput: cart,
    pricing: priceCart(cart),
  });
  const { bonuses } = offers;
  // Σ payable amounts − the bonus payment: no delivery in it yet.
  const dishesPayable = offers.pricing.total;

  const delivery: DeliveryTerms | null = zone && deliveryTerms(zone, dishesPayable);
  const pricing = withDelivery(offers.pricing, delivery);

  const deliveryMinutes = delivery === null ? null : delivery.time;
  const time = await takeOrderTime(
    db,
    resto,
    input.requestedAtMs,
    nowMs,
    { type: input.deliveryType, minutes: deliveryMinutes },
    context.placing === true,
  );
  return { resto, lines, pricing, discount, promoCode, delivery, time, bonuses };
}

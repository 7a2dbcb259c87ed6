// The checks and prices one cart gets, for the preflight and for the order alike (spec §3, §4,
// §8), in the order a customer would fix them: the restaurant open, the pay type taken, the dishes
// on its menu now, the promo code valid, the delivery address and sum; then the amounts.
import {
  ERROR_CODES,
  id,
  isTakingOrders,
  payTypeRejection,
  priceCart,
  sumMinorUnits,
  type ChosenDiscount,
  type OrderMoment,
  type PricedCart,
  type PromoCodeRule,
  type RestoId,
} from '@nori/domain';
import type { Database } from '../../db/client';
import { catalogueError, notFound } from '../../errors';
import { findResto, type RestoRow } from '../../repositories/catalog-queries';
import { catalogLines, type CatalogLine } from './order-lines';
import { deliveryTerms, type DeliveryTerms } from './order-delivery';
import type { OrderInput, PricingContext } from './order-input';
import { acceptPromoCode, chooseDiscount } from './order-offers';

export interface PricedOrder {
  resto: RestoRow;
  lines: CatalogLine[];
  pricing: PricedCart;
  discount: ChosenDiscount | null;
  /** The accepted promo code, also when the cart is below its minimum and it takes nothing yet. */
  promoCode: PromoCodeRule | null;
  /** null for take-away. */
  delivery: DeliveryTerms | null;
}

async function openResto(db: Database, restoId: number, nowMs: number): Promise<RestoRow> {
  const resto = await findResto(db, restoId);
  if (!resto) throw notFound(`Resto ${restoId} not found`);
  // Closed or a day off: the storefront shows its day-off dialog for this code.
  if (!isTakingOrders(resto.openingHours, nowMs, resto.timezone))
    throw catalogueError(ERROR_CODES.restoNotTakingOrders);
  return resto;
}

export async function priceOrder(
  db: Database,
  input: OrderInput,
  context: PricingContext,
): Promise<PricedOrder> {
  const nowMs = context.now.getTime();
  const resto = await openResto(db, input.restoId, nowMs);
  const payRefusal = payTypeRejection(resto.payConfig, input.deliveryType, input.payType);
  if (payRefusal !== null) throw catalogueError(payRefusal);

  const lines = await catalogLines(db, resto, input, nowMs);
  const subtotal = sumMinorUnits(lines.map((line) => line.sum));
  const moment: OrderMoment = {
    restoId: id<RestoId>(resto.id),
    deliveryType: input.deliveryType,
    nowMs,
    timezone: resto.timezone,
  };
  const promoCode =
    input.promoCode === null || input.promoCode === ''
      ? null
      : await acceptPromoCode(db, resto.tenantId, input.promoCode, moment, context.personId);

  let delivery: DeliveryTerms | null = null;
  if (input.deliveryType === 'DELIVERY') {
    // The contract requires a location for delivery; a caller that skips it is a programming error.
    if (input.location === null) throw new Error('A delivery order reached pricing without a location');
    delivery = await deliveryTerms(db, resto, input.location, subtotal);
  }

  const discount = await chooseDiscount(db, resto.tenantId, moment, subtotal);
  const pricing = priceCart({
    lineSums: lines.map((line) => line.sum),
    discount: discount?.discount ?? null,
    promoCode,
    deliveryCost: delivery?.cost ?? null,
  });
  return { resto, lines, pricing, discount, promoCode, delivery };
}

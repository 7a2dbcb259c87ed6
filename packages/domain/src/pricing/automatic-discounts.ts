import type { MinorUnits, RestoId } from '../brand';
import type { DeliveryType } from '../types';
import { discountAmount, type DiscountTerms } from './discount-amount';
import { isWithinHours, type HourRange } from './hours';

/** A discount the chain applies without a code (e.g. 'Самовывоз −10%', happy hours). */
export interface AutomaticDiscount extends DiscountTerms {
  id: number;
  name: string;
  active: boolean;
  deliveryTypes: readonly DeliveryType[];
  /** null: every restaurant of the chain. */
  restoIds: readonly RestoId[] | null;
  hours: HourRange | null;
}

/** Where and when an order is priced: the restaurant, the order type and the moment. */
export interface OrderMoment {
  restoId: RestoId;
  deliveryType: DeliveryType;
  nowMs: number;
  /** The restaurant's offset, e.g. '+03:00'; hours are read on its wall clock. */
  timezone: string | null;
}

export const isDiscountApplicable = (discount: AutomaticDiscount, moment: OrderMoment): boolean =>
  discount.active &&
  discount.deliveryTypes.includes(moment.deliveryType) &&
  (discount.restoIds === null || discount.restoIds.includes(moment.restoId)) &&
  isWithinHours(discount.hours, moment.nowMs, moment.timezone);

export interface ChosenDiscount {
  discount: AutomaticDiscount;
  amount: MinorUnits;
}

/**
 * The one automatic discount that takes the most off `base` (ties: the first listed). Automatic
 * discounts do not stack with each other: a take-away discount and happy hours at once give the
 * larger of the two, not both, so a chain never gives away more than any single offer it wrote.
 * A promo code is a separate offer and applies on top (see priceCart).
 */
export const bestDiscount = (
  discounts: readonly AutomaticDiscount[],
  moment: OrderMoment,
  base: MinorUnits,
): ChosenDiscount | null => {
  let best: ChosenDiscount | null = null;
  for (const discount of discounts) {
    if (!isDiscountApplicable(discount, moment)) continue;
    const amount = discountAmount(discount, base);
    if (amount > 0 && (best === null || amount > best.amount)) best = { discount, amount };
  }
  return best;
};

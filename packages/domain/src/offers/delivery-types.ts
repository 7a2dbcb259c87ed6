import { DELIVERY_TYPES, type DeliveryType, type PayConfig } from '../types';
import { menuServes, type MenuServing } from '../cart/availability';
import { payTypesFor } from './pay-types';

/** A delivery type is offered only if the restaurant takes at least one pay type for it (spec §4). */
export const deliveryTypesOffered = (payConfig: PayConfig): DeliveryType[] =>
  DELIVERY_TYPES.filter((deliveryType) => payTypesFor(payConfig, deliveryType).length > 0);

/** What a city offers for the location step. */
export interface CityOffer {
  /** Some restaurant of the city has a delivery menu and there are delivery zones. */
  hasDeliveryMenusAndZones: boolean;
  hasTakeAwayMenus: boolean;
}

/** DELIVERY if the city delivers or has nothing for take-away either, else TAKE_AWAY. */
export const defaultDeliveryType = ({
  hasDeliveryMenusAndZones,
  hasTakeAwayMenus,
}: CityOffer): DeliveryType => (hasDeliveryMenusAndZones || !hasTakeAwayMenus ? 'DELIVERY' : 'TAKE_AWAY');

/** The delivery/take-away toggle shows only when the city offers both. */
export const showsDeliveryTypeToggle = ({ hasDeliveryMenusAndZones, hasTakeAwayMenus }: CityOffer): boolean =>
  hasDeliveryMenusAndZones && hasTakeAwayMenus;

/** The menus and pay settings of one restaurant that decide which order types it takes. */
export interface RestoServing {
  menus: readonly MenuServing[];
  payConfig: PayConfig;
}

/**
 * The order types a restaurant takes (spec §4): a menu serving the type and at least one pay type
 * for it; delivery also needs a zone of the restaurant.
 */
export const restoOrderTypes = (resto: RestoServing, hasZones: boolean): DeliveryType[] =>
  deliveryTypesOffered(resto.payConfig).filter(
    (deliveryType) =>
      resto.menus.some((menu) => menuServes(menu, deliveryType)) &&
      (deliveryType === 'TAKE_AWAY' || hasZones),
  );

/**
 * The one order type the whole storefront works with: the stored one while the restaurant takes
 * it; else (none stored, or no longer offered) the default of spec §4 among what it takes —
 * DELIVERY first, then TAKE_AWAY. A restaurant that takes neither keeps the stored type (or
 * DELIVERY): nothing can be ordered there, and the server says why.
 */
export const orderTypeOf = (stored: DeliveryType | null, offered: readonly DeliveryType[]): DeliveryType =>
  stored !== null && offered.includes(stored)
    ? stored
    : (DELIVERY_TYPES.find((deliveryType) => offered.includes(deliveryType)) ?? stored ?? 'DELIVERY');

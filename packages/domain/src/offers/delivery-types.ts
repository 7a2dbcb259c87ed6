import { DELIVERY_TYPES, type DeliveryType, type PayConfig } from '../types';
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

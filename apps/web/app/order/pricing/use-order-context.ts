// Everything an order needs besides its lines: the chosen restaurant, the order type, the place
// and its delivery zone with the zone's tiers (spec §4). Null until the boot has the restaurant.
import type { Resto } from '@nori/contract';
import {
  buildThresholds,
  DEFAULT_CURRENCY,
  findDeliveryZone,
  type DeliveryThreshold,
  type DeliveryType,
  type DeliveryZone,
  type SoldOut,
} from '@nori/domain';
import { useMemo } from 'react';
import { soldOutOf, useBootSnapshot, useOrderType } from '../../catalog';
import { useStoredPlace, type StoredPlace } from '../order-place';

export interface OrderContext {
  resto: Resto;
  currency: string;
  deliveryType: DeliveryType;
  /** The delivery place; null for take-away (or a delivery whose address is not chosen yet). */
  place: StoredPlace | null;
  /** The restaurant's zone containing the place; null for take-away or an address outside every zone. */
  zone: DeliveryZone | null;
  thresholds: DeliveryThreshold[];
  /** What the restaurant has sold out (its stop list, issue 25): such cart lines are flagged. */
  soldOut: SoldOut;
}

export const useOrderContext = (): OrderContext | null => {
  const snapshot = useBootSnapshot();
  const orderType = useOrderType();
  const storedPlace = useStoredPlace();
  const resto = snapshot?.resto ?? null;
  const zones = snapshot?.zones;
  const menus = snapshot?.menus;
  const modifiers = snapshot?.modifiers;
  const soldOut = useMemo(
    () => soldOutOf(menus && modifiers ? { menus, modifiers } : null),
    [menus, modifiers],
  );
  return useMemo(() => {
    if (!resto || !zones || !orderType) return null;
    const deliveryType = orderType;
    const place = deliveryType === 'DELIVERY' ? (storedPlace ?? null) : null;
    // Only the chosen restaurant's zones: it is the one that cooks and delivers this order.
    const zone = place ? findDeliveryZone(place.location, zones, [resto.id]) : null;
    return {
      resto,
      currency: resto.currency || DEFAULT_CURRENCY,
      deliveryType,
      place,
      zone,
      thresholds: zone ? buildThresholds(zone.rules) : [],
      soldOut,
    };
  }, [resto, zones, orderType, storedPlace, soldOut]);
};

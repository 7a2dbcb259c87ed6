import type { MinorUnits, Minutes, RestoId, ZoneId } from '../brand';
import type { LatLng } from '../types';
import { pointInPolygon } from './point-in-polygon';

/** One row of a zone's price list: orders from minOrderPrice up to (not including) maxOrderPrice. */
export interface ZoneRule {
  deliveryPrice: MinorUnits;
  time: Minutes;
  minOrderPrice: MinorUnits;
  /** null: no upper limit. */
  maxOrderPrice: MinorUnits | null;
}

export interface DeliveryZone {
  id: ZoneId;
  name: string;
  restoId: RestoId;
  /** Closed by repeating the first point (spec §3). */
  polygon: LatLng[];
  rules: ZoneRule[];
}

/**
 * The zone that delivers to the point (spec §4): only zones of restaurants with a delivery menu
 * count. Where zones overlap, the first in the given order wins.
 */
export const findDeliveryZone = (
  point: LatLng,
  zones: readonly DeliveryZone[],
  restoIdsWithDeliveryMenu: Iterable<RestoId>,
): DeliveryZone | null => {
  const delivering = new Set(restoIdsWithDeliveryMenu);
  return zones.find((zone) => delivering.has(zone.restoId) && pointInPolygon(point, zone.polygon)) ?? null;
};

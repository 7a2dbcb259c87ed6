// Where a delivery goes and what it costs (spec §4): the zone of the restaurant that contains the
// point (only if the restaurant has a delivery menu), then the tier of the order's amount.
import {
  buildThresholds,
  deliveryTierState,
  ERROR_CODES,
  findDeliveryZone,
  id,
  minorUnits,
  type DeliveryZone,
  type LatLng,
  type MinorUnits,
  type Minutes,
  type RestoId,
} from '@nori/domain';
import { catalogueError } from '../../../errors';
import type { RestoCatalog } from '../../catalog/services/resto-catalog';

/** The restaurant's zone that delivers to the point, or the spec §8 refusal 'out of zone'. */
export function deliveryZoneOf({ resto, zones }: RestoCatalog, location: LatLng): DeliveryZone {
  // The catalog keeps no zones for a restaurant without a delivery menu.
  const zone = findDeliveryZone(location, zones, [id<RestoId>(resto.id)]);
  if (zone === null) throw catalogueError(ERROR_CODES.addressOutOfZone);
  return zone;
}

/** The least amount any of the zone's tiers delivers: bonuses keep the dishes at or above it. */
export const zoneMinimum = (zone: DeliveryZone): number =>
  zone.rules.length === 0 ? 0 : Math.min(...zone.rules.map((rule) => rule.minOrderPrice));

export interface DeliveryTerms {
  cost: MinorUnits;
  /** Minutes; null when the zone names no tiers. */
  time: Minutes | null;
  /** The amount the tier, the minimum and the maximum were counted on. */
  tierAmount: MinorUnits;
}

/**
 * The delivery price and time for an order's amount, or the spec §8 refusal: the point outside
 * every zone of the restaurant, the amount below the minimum of all tiers, or at or above the
 * maximum. The amount is what the customer pays for the dishes after the automatic discount, the
 * promo code and the bonus payment (issue 41); without offers, the cart total.
 */
export function deliveryTerms(zone: DeliveryZone, tierAmount: MinorUnits): DeliveryTerms {
  const state = deliveryTierState(tierAmount, buildThresholds(zone.rules));
  switch (state.kind) {
    case 'belowMinimum':
      throw catalogueError(ERROR_CODES.orderSumNotEnough);
    case 'aboveMaximum':
      throw catalogueError(ERROR_CODES.orderSumTooMuch);
    case 'noTiers':
      return { cost: minorUnits(0), time: null, tierAmount };
    case 'inTier':
      return { cost: state.current.deliveryCost, time: state.current.deliveryTime, tierAmount };
  }
}

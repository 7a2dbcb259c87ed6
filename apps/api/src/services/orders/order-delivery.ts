// Where a delivery goes and what it costs (spec §4): the zone of the restaurant that contains the
// point (only if the restaurant has a delivery menu), then the tier of the cart total.
import {
  buildThresholds,
  deliveryTierState,
  ERROR_CODES,
  findDeliveryZone,
  id,
  minorUnits,
  minutes,
  type DeliveryZone,
  type LatLng,
  type MinorUnits,
  type Minutes,
  type RestoId,
  type ZoneId,
} from '@nori/domain';
import type { Database } from '../../db/client';
import { catalogueError } from '../../errors';
import type { RestoRow } from '../../repositories/catalog-queries';
import { listRestoZones, menuIdsFor } from '../../repositories/order-catalog';

export interface DeliveryTerms {
  cost: MinorUnits;
  /** Minutes; null when the zone names no tiers. */
  time: Minutes | null;
}

const toDomainZone = (row: Awaited<ReturnType<typeof listRestoZones>>[number]): DeliveryZone => ({
  id: id<ZoneId>(row.id),
  name: row.name,
  restoId: id<RestoId>(row.restoId),
  polygon: row.polygon,
  rules: row.rules.map((rule) => ({
    deliveryPrice: minorUnits(rule.deliveryPrice),
    time: minutes(rule.time),
    minOrderPrice: minorUnits(rule.minOrderPrice),
    maxOrderPrice: rule.maxOrderPrice === null ? null : minorUnits(rule.maxOrderPrice),
  })),
});

/**
 * The delivery price and time for a cart total, or the spec §8 refusal: the point outside every
 * zone of the restaurant, the total below the minimum of all tiers, or at or above the maximum.
 * Tiers are chosen by the cart total before discounts, the sum the storefront shows them against.
 */
export async function deliveryTerms(
  db: Database,
  resto: RestoRow,
  location: LatLng,
  cartTotal: MinorUnits,
): Promise<DeliveryTerms> {
  const delivers = (await menuIdsFor(db, resto, 'DELIVERY')).length > 0;
  const zones = (await listRestoZones(db, resto)).map(toDomainZone);
  const zone = findDeliveryZone(location, zones, delivers ? [id<RestoId>(resto.id)] : []);
  if (zone === null) throw catalogueError(ERROR_CODES.addressOutOfZone);

  const state = deliveryTierState(cartTotal, buildThresholds(zone.rules));
  switch (state.kind) {
    case 'belowMinimum':
      throw catalogueError(ERROR_CODES.orderSumNotEnough);
    case 'aboveMaximum':
      throw catalogueError(ERROR_CODES.orderSumTooMuch);
    case 'noTiers':
      return { cost: minorUnits(0), time: null };
    case 'inTier':
      return { cost: state.current.deliveryCost, time: state.current.deliveryTime };
  }
}

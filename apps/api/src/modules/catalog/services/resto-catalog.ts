// What pricing needs of one restaurant's catalog — its row, its menus per order type, their
// positions, modifier groups, time slots, zones and the chain's automatic discounts — read once
// per catalog version and kept in memory, as catalog answers are (decision 0005): a preflight then
// costs one query (the promo code), not ten. Promo codes are never cached: orders change their
// used counts. An import through this node shows at once; another node's within a second.
import {
  id,
  minorUnits,
  minutes,
  type AutomaticDiscount,
  type DeliveryType,
  type DeliveryZone,
  type PositionId,
  type PositionTimeSlot,
  type RestoId,
  type ZoneId,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import * as q from '../repositories/catalog-queries';
import {
  findOrderablePositions,
  listDiscounts,
  listRestoZones,
  menuIdsFor,
  type OrderablePositionRow,
} from '../repositories/order-catalog';
import type { CatalogVersion } from './catalog-version';
import { discountRule } from './offer-rules';
import { offeredPayConfig, type RunningEngines } from '../../payments/services/pay-engines';

export interface RestoCatalog {
  resto: q.RestoRow;
  /** The restaurant's positions on its menus for each order type, by id. */
  positions: Record<DeliveryType, Map<number, OrderablePositionRow>>;
  modifierGroups: Awaited<ReturnType<typeof q.listModifierGroupsOf>>;
  timeSlots: PositionTimeSlot[];
  /** The restaurant's zones; empty when it has no delivery menu (spec §4: those zones do not count). */
  zones: DeliveryZone[];
  discounts: AutomaticDiscount[];
}

const toZone = (row: Awaited<ReturnType<typeof listRestoZones>>[number]): DeliveryZone => ({
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

async function positionsFor(db: Database, resto: q.RestoRow, deliveryType: DeliveryType) {
  const menuIds = await menuIdsFor(db, resto, deliveryType);
  const all = await q.listRestoPositionIds(db, resto);
  const rows = await findOrderablePositions(db, resto.tenantId, menuIds, all);
  return new Map(rows.map((row) => [row.id, row]));
}

export async function loadRestoCatalog(
  db: Database,
  restoId: number,
  engines: RunningEngines,
): Promise<RestoCatalog | undefined> {
  const found = await q.findResto(db, restoId);
  if (!found) return undefined;
  // Priced as offered: no online payment where its engine does not run here (pay-engines.ts).
  const resto = { ...found, payConfig: offeredPayConfig(found.payConfig, found.payEngine, engines) };
  const delivery = await positionsFor(db, resto, 'DELIVERY');
  const takeAway = await positionsFor(db, resto, 'TAKE_AWAY');
  const positionIds = [...new Set([...delivery.keys(), ...takeAway.keys()])];
  return {
    resto,
    positions: { DELIVERY: delivery, TAKE_AWAY: takeAway },
    modifierGroups: await q.listModifierGroupsOf(db, resto.tenantId, positionIds),
    timeSlots: (await q.listTimeSlots(db, resto.id)).map((slot) => ({
      positionIds: slot.positionIds.map((positionId) => id<PositionId>(positionId)),
      details: slot.details,
    })),
    zones: delivery.size === 0 ? [] : (await listRestoZones(db, resto)).map(toZone),
    discounts: (await listDiscounts(db, resto.tenantId)).map(discountRule),
  };
}

/** Bounds memory if ids are probed freely; a catalog past it is loaded per request. */
const MAX_RESTOS = 2000;

export function createRestoCatalogs(db: Database, version: CatalogVersion, engines: RunningEngines) {
  let cachedVersion: number | undefined;
  const cached = new Map<number, Promise<RestoCatalog | undefined>>();
  return {
    async get(restoId: number): Promise<RestoCatalog | undefined> {
      const current = await version.current();
      if (current !== cachedVersion) {
        cached.clear();
        cachedVersion = current;
      }
      const known = cached.get(restoId);
      if (known) return known;
      const loading = loadRestoCatalog(db, restoId, engines);
      if (cached.size < MAX_RESTOS) {
        cached.set(restoId, loading);
        // A failed read is not kept: the next request tries again.
        loading.catch(() => cached.get(restoId) === loading && cached.delete(restoId));
      }
      return loading;
    },
  };
}

export type RestoCatalogs = ReturnType<typeof createRestoCatalogs>;

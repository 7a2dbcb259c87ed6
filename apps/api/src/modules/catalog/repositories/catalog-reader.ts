// Reads a whole tenant's catalog for export, each collection in export order: by id (promo codes
// by code, modifiers by their place in the group).
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import * as tables from '../../../db/schema';
import type { StoredCatalog } from './catalog-rows';

export async function readCatalogRows(db: Database, tenantId: number): Promise<StoredCatalog> {
  const t = tables;
  const [cities, restos, menus, positionGroups, positions, modifierGroups, modifiers] = await Promise.all([
    db.select().from(t.cities).where(eq(t.cities.tenantId, tenantId)).orderBy(asc(t.cities.id)),
    db.select().from(t.restos).where(eq(t.restos.tenantId, tenantId)).orderBy(asc(t.restos.id)),
    db.select().from(t.menus).where(eq(t.menus.tenantId, tenantId)).orderBy(asc(t.menus.id)),
    db
      .select()
      .from(t.positionGroups)
      .where(eq(t.positionGroups.tenantId, tenantId))
      .orderBy(asc(t.positionGroups.id)),
    db.select().from(t.positions).where(eq(t.positions.tenantId, tenantId)).orderBy(asc(t.positions.id)),
    db
      .select()
      .from(t.modifierGroups)
      .where(eq(t.modifierGroups.tenantId, tenantId))
      .orderBy(asc(t.modifierGroups.id)),
    db
      .select()
      .from(t.modifiers)
      .where(eq(t.modifiers.tenantId, tenantId))
      .orderBy(asc(t.modifiers.groupId), asc(t.modifiers.sortOrder)),
  ]);
  const [timeSlots, zones, promotions, promoCodes, discounts] = await Promise.all([
    db.select().from(t.timeSlots).where(eq(t.timeSlots.tenantId, tenantId)).orderBy(asc(t.timeSlots.id)),
    db.select().from(t.zones).where(eq(t.zones.tenantId, tenantId)).orderBy(asc(t.zones.id)),
    db.select().from(t.promotions).where(eq(t.promotions.tenantId, tenantId)).orderBy(asc(t.promotions.id)),
    db
      .select()
      .from(t.promoCodes)
      .where(eq(t.promoCodes.tenantId, tenantId))
      .orderBy(sql`${t.promoCodes.code} collate "C"`),
    db.select().from(t.discounts).where(eq(t.discounts.tenantId, tenantId)).orderBy(asc(t.discounts.id)),
  ]);
  return {
    cities,
    restos,
    menus,
    positionGroups,
    positions,
    modifierGroups,
    modifiers,
    timeSlots,
    zones,
    promotions,
    promoCodes,
    discounts,
  };
}

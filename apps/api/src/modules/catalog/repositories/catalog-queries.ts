// The reads behind the public catalog calls. A row found by public id carries its tenantId, and
// every related row is fetched within that tenant, so one chain's ids never reach another's data.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import {
  cities,
  menus,
  modifierGroups,
  modifiers,
  positionGroups,
  positions,
  promotions,
  restos,
  timeSlots,
  zones,
} from '../../../db/schema';

export type CityRow = typeof cities.$inferSelect;
export type RestoRow = typeof restos.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;
export type PositionGroupRow = typeof positionGroups.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
export type ModifierGroupRow = typeof modifierGroups.$inferSelect;
export type ModifierRow = typeof modifiers.$inferSelect;
export type PositionRow = typeof positions.$inferSelect & { hasModifiers: boolean };

const first = <T>(rows: T[]): T | undefined => rows[0];

export const listCities = (db: Database, tenantId: number) =>
  db.select().from(cities).where(eq(cities.tenantId, tenantId)).orderBy(asc(cities.id));

export const findCity = async (db: Database, id: number) =>
  first(await db.select().from(cities).where(eq(cities.id, id)));

export const findResto = async (db: Database, id: number) =>
  first(await db.select().from(restos).where(eq(restos.id, id)));

export const findMenu = async (db: Database, id: number) =>
  first(await db.select().from(menus).where(eq(menus.id, id)));

export const listRestosOfCity = (db: Database, cityId: number) =>
  db
    .select({ id: restos.id, name: restos.name, i18n: restos.i18n })
    .from(restos)
    .where(eq(restos.cityId, cityId))
    .orderBy(asc(restos.sortOrder), asc(restos.id));

export const listMenus = (db: Database, tenantId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(menus)
        .where(and(eq(menus.tenantId, tenantId), inArray(menus.id, ids)));

export const listPositionGroups = (db: Database, menuId: number) =>
  db
    .select()
    .from(positionGroups)
    .where(eq(positionGroups.menuId, menuId))
    .orderBy(asc(positionGroups.sortOrder), asc(positionGroups.id));

export const hasUngroupedPositions = async (db: Database, menuId: number) => {
  const rows = await db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.menuId, menuId), sql`${positions.groupId} is null`))
    .limit(1);
  return rows.length > 0;
};

/** A menu's positions (optionally only some ids), each flagged when a modifier group lists it. */
export const listPositions = (db: Database, menu: MenuRow, ids?: number[]): Promise<PositionRow[]> =>
  db
    .select({
      ...getPositionColumns(),
      // Spelled out: drizzle leaves columns unqualified in a one-table select, and a bare "id" inside
      // the subquery would mean modifier_groups.id.
      hasModifiers: sql<boolean>`exists (select 1 from modifier_groups mg where mg.tenant_id = ${menu.tenantId} and "positions"."id" = any(mg.position_ids))`,
    })
    .from(positions)
    .where(and(eq(positions.menuId, menu.id), ids ? inArray(positions.id, ids) : undefined))
    .orderBy(asc(positions.sortOrder), asc(positions.id));

const getPositionColumns = () => {
  const {
    id,
    tenantId,
    menuId,
    groupId,
    name,
    description,
    price,
    measureValue,
    measureUnit,
    photos,
    tags,
    sortOrder,
    i18n,
  } = positions;
  return {
    id,
    tenantId,
    menuId,
    groupId,
    name,
    description,
    price,
    measureValue,
    measureUnit,
    photos,
    tags,
    sortOrder,
    i18n,
  };
};

/** One page of zones ordered by id, with the total count. */
export async function pageZones(db: Database, restoIds: number[], page: number, size: number) {
  if (restoIds.length === 0) return { rows: [] as ZoneRow[], total: 0 };
  const where = inArray(zones.restoId, restoIds);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(zones)
      .where(where)
      .orderBy(asc(zones.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(zones).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Ids of the positions on the resto's menus. */
export const listRestoPositionIds = async (db: Database, resto: RestoRow) =>
  resto.menuIds.length === 0
    ? []
    : (
        await db
          .select({ id: positions.id })
          .from(positions)
          .where(and(eq(positions.tenantId, resto.tenantId), inArray(positions.menuId, resto.menuIds)))
          .orderBy(asc(positions.id))
      ).map((row) => row.id);

export async function listModifierGroupsOf(db: Database, tenantId: number, positionIds: number[]) {
  if (positionIds.length === 0) return { groups: [] as ModifierGroupRow[], items: [] as ModifierRow[] };
  const groups = await db
    .select()
    .from(modifierGroups)
    .where(
      and(
        eq(modifierGroups.tenantId, tenantId),
        sql`${modifierGroups.positionIds} && ${sql.param(positionIds)}::integer[]`,
      ),
    )
    .orderBy(asc(modifierGroups.id));
  const groupIds = groups.map((group) => group.id);
  const items =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(modifiers)
          .where(inArray(modifiers.groupId, groupIds))
          .orderBy(asc(modifiers.sortOrder));
  return { groups, items };
}

export const listTimeSlots = (db: Database, restoId: number) =>
  db.select().from(timeSlots).where(eq(timeSlots.restoId, restoId)).orderBy(asc(timeSlots.id));

export const listPromotions = (db: Database, resto: RestoRow) =>
  db
    .select()
    .from(promotions)
    .where(and(eq(promotions.tenantId, resto.tenantId), sql`${resto.id} = any(${promotions.restoIds})`))
    .orderBy(asc(promotions.sortOrder), asc(promotions.id));

export const listRestoIdsOfCity = async (db: Database, cityId: number) =>
  (await db.select({ id: restos.id }).from(restos).where(eq(restos.cityId, cityId))).map((row) => row.id);

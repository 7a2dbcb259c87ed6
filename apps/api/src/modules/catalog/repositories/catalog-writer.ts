// Writes a whole tenant's catalog inside the caller's transaction: every row of the file is
// upserted by its public id, then the tenant's rows the file no longer lists are removed.
// Upserting (rather than delete-and-insert) keeps rows that later data, such as orders, points at.
import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import * as tables from '../../../db/schema';
import type { CatalogRows } from './catalog-rows';

type IdTable = PgTable & { id: PgColumn; tenantId: PgColumn };
export type IdCollection = Exclude<keyof CatalogRows, 'promoCodes'>;
const CHUNK = 500;

/** Parents before children for upserts; deletes run in the reverse order. */
const ID_TABLES: [IdCollection, IdTable][] = [
  ['cities', tables.cities],
  ['menus', tables.menus],
  ['restos', tables.restos],
  ['positionGroups', tables.positionGroups],
  ['positions', tables.positions],
  ['modifierGroups', tables.modifierGroups],
  ['modifiers', tables.modifiers],
  ['timeSlots', tables.timeSlots],
  ['zones', tables.zones],
  ['promotions', tables.promotions],
  ['discounts', tables.discounts],
];

/** SET col = excluded.col for every column but the key, so an upsert rewrites the whole row. */
function excludedColumns(table: PgTable, keys: readonly string[]): Record<string, SQL> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !keys.includes(key));
  return Object.fromEntries(columns.map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]));
}

async function upsertChunks(
  db: Database,
  table: PgTable,
  rows: object[],
  target: PgColumn[],
  keys: string[],
) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoUpdate({ target, set: excludedColumns(table, keys) });
  }
}

export async function replaceCatalogRows(db: Database, tenantId: number, rows: CatalogRows): Promise<void> {
  for (const [name, table] of ID_TABLES) {
    await upsertChunks(db, table, rows[name], [table.id], ['id']);
  }
  const { promoCodes } = tables;
  await upsertChunks(
    db,
    promoCodes,
    rows.promoCodes,
    [promoCodes.tenantId, promoCodes.code],
    ['tenantId', 'code'],
  );

  const codes = rows.promoCodes.map((promoCode) => promoCode.code);
  await db
    .delete(promoCodes)
    .where(and(eq(promoCodes.tenantId, tenantId), notInArray(promoCodes.code, codes)));
  for (const [name, table] of [...ID_TABLES].reverse()) {
    const ids = rows[name].map((row) => row.id);
    await db.delete(table).where(and(eq(table.tenantId, tenantId), notInArray(table.id, ids)));
  }
}

/** Ids of the file that another tenant already owns, per collection. */
export async function findIdsOwnedByOthers(
  db: Database,
  tenantId: number,
  rows: CatalogRows,
): Promise<Map<IdCollection, Set<number>>> {
  const taken = new Map<IdCollection, Set<number>>();
  for (const [name, table] of ID_TABLES) {
    const ids = rows[name].map((row) => row.id);
    if (ids.length === 0) continue;
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(inArray(table.id, ids), sql`${table.tenantId} <> ${tenantId}`));
    if (found.length > 0) taken.set(name, new Set(found.map((row) => Number(row.id))));
  }
  return taken;
}

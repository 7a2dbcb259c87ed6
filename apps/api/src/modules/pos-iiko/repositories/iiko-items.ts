// How Nori's catalog ids are named in iiko, per tenant (see iiko_items in db/schema/pos-iiko.ts).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { iikoItems, type IikoItemKind } from '../../../db/schema';

export type IikoItemRow = typeof iikoItems.$inferSelect;

/** Nori id → the item's row, for one kind of item of a tenant. */
export async function iikoItemsByNoriId(
  db: Database,
  tenantId: number,
  kind: IikoItemKind,
): Promise<Map<number, IikoItemRow>> {
  const rows = await db
    .select()
    .from(iikoItems)
    .where(and(eq(iikoItems.tenantId, tenantId), eq(iikoItems.kind, kind)));
  return new Map(rows.map((row) => [row.noriId, row]));
}

/** Adds or renames mappings; a Nori id keeps its iiko key once it has one. */
export async function saveIikoItems(db: Database, rows: IikoItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(iikoItems).values(rows).onConflictDoNothing();
}

// The discounts rows of one chain, as the office reads and writes them. Ids are the catalog's (an
// import keeps a file's ids), so a new discount takes the next id after the highest of any chain.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { discounts } from '../../../db/schema';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountSettingsRow = Omit<DiscountRow, 'id' | 'tenantId'>;

export const listDiscountRows = (db: Database, tenantId: number): Promise<DiscountRow[]> =>
  db.select().from(discounts).where(eq(discounts.tenantId, tenantId)).orderBy(asc(discounts.id));

export async function findDiscountRow(
  db: Database,
  tenantId: number,
  id: number,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.tenantId, tenantId), eq(discounts.id, id)))
    .for('update');
  return row;
}

/** Inserts with the next free id; two saves at once both get one (the loser of an id draws again). */
export async function insertDiscountRow(db: Database, tenantId: number, settings: DiscountSettingsRow) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(discounts)
      .values({
        ...settings,
        tenantId,
        id: sql`(select coalesce(max(${discounts.id}), 0) + 1 from ${discounts})`,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('No free discount id after 5 attempts');
}

export async function updateDiscountRow(db: Database, id: number, settings: DiscountSettingsRow) {
  const [row] = await db.update(discounts).set(settings).where(eq(discounts.id, id)).returning();
  if (!row) throw new Error(`Discount ${id} vanished while locked`);
  return row;
}

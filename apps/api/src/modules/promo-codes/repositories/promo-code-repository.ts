// The promo_codes rows of one chain, as the office reads and writes them. Codes are matched
// ignoring case, as the preflight matches what a customer typed (order-catalog.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { promoCodes } from '../../../db/schema';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCodeRow = typeof promoCodes.$inferInsert;
export type PromoCodeSettingsRow = Omit<NewPromoCodeRow, 'tenantId' | 'code' | 'usedCount'>;

const sameCode = (tenantId: number, code: string) =>
  and(eq(promoCodes.tenantId, tenantId), sql`lower(${promoCodes.code}) = lower(${code})`);

export const listPromoCodeRows = (db: Database, tenantId: number): Promise<PromoCodeRow[]> =>
  db.select().from(promoCodes).where(eq(promoCodes.tenantId, tenantId)).orderBy(asc(promoCodes.code));

/** The code's row, locked for the transaction's update when `forUpdate`. */
export async function findPromoCodeRow(
  db: Database,
  tenantId: number,
  code: string,
  { forUpdate = false } = {},
): Promise<PromoCodeRow | undefined> {
  const query = db.select().from(promoCodes).where(sameCode(tenantId, code));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The new rows that did not clash with a code of the chain (ignoring case); the others are left out. */
export const insertPromoCodeRows = (db: Database, rows: NewPromoCodeRow[]): Promise<PromoCodeRow[]> =>
  db.insert(promoCodes).values(rows).onConflictDoNothing().returning();

export async function updatePromoCodeRow(
  db: Database,
  tenantId: number,
  code: string,
  settings: PromoCodeSettingsRow,
): Promise<PromoCodeRow | undefined> {
  const [row] = await db.update(promoCodes).set(settings).where(sameCode(tenantId, code)).returning();
  return row;
}

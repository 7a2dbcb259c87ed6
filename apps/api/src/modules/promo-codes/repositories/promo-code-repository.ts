// The promo_codes rows of one chain, as the office reads and writes them. Codes are matched
// ignoring case, as the preflight matches what a customer typed (order-catalog.ts).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, promoCodes } from '../../../db/schema';

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

export interface GivenDiscount {
  currency: string;
  amount: number;
}

/**
 * What each code gave: the promo code discount of the chain's orders that used it (cancelled ones
 * left out), per currency (a chain may run restaurants in two), by the code lower-cased.
 */
export async function discountsGivenByCode(
  db: Database,
  tenantId: number,
  /** One code only (matched ignoring case); every code of the chain when left out. */
  only?: string,
): Promise<Map<string, GivenDiscount[]>> {
  const code = sql<string>`lower(${orders.promoCode})`;
  const rows = await db
    .select({ code, currency: orders.currency, amount: sql<string>`sum(${orders.promoCodeDiscount})` })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        sql`${orders.promoCode} is not null`,
        sql`${orders.status} <> 'CANCELLED'`,
        only === undefined ? undefined : sql`${code} = lower(${only})`,
      ),
    )
    .groupBy(code, orders.currency)
    .orderBy(orders.currency);
  const given = new Map<string, GivenDiscount[]>();
  for (const row of rows)
    given.set(row.code, [
      ...(given.get(row.code) ?? []),
      { currency: row.currency, amount: Number(row.amount) },
    ]);
  return given;
}

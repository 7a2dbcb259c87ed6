// The SQL of staff accounts and the restaurants managers run.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cities, restos, staffAccounts, staffRestos, type StaffRoleColumn } from '../../../db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type NewStaffRow = typeof staffAccounts.$inferInsert;
/** An account with the restaurants it runs. */
export type StaffRecord = StaffRow & { restoIds: number[] };

async function restoIdsOf(db: Database, staffIds: number[]): Promise<Map<number, number[]>> {
  const byStaff = new Map<number, number[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select()
    .from(staffRestos)
    .where(inArray(staffRestos.staffId, staffIds))
    .orderBy(asc(staffRestos.restoId));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.restoId);
  return byStaff;
}

const withRestos = async (db: Database, rows: StaffRow[]): Promise<StaffRecord[]> => {
  const ids = await restoIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, restoIds: ids.get(row.id) ?? [] }));
};

export async function findStaffRestoIds(db: Database, staffId: number): Promise<number[]> {
  return (await restoIdsOf(db, [staffId])).get(staffId) ?? [];
}

export async function findStaffById(db: Database, id: number): Promise<StaffRecord | undefined> {
  const rows = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id));
  return (await withRestos(db, rows))[0];
}

export async function findStaffByEmail(
  db: Database,
  tenantId: number,
  email: string,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.tenantId, tenantId), eq(staffAccounts.email, email)));
  return row;
}

export async function listStaffOf(db: Database, tenantId: number): Promise<StaffRecord[]> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.tenantId, tenantId))
    .orderBy(asc(staffAccounts.id));
  return withRestos(db, rows);
}

/** Inserts the account; undefined when the chain already has one with this email. */
export async function insertStaff(db: Database, row: NewStaffRow): Promise<StaffRow | undefined> {
  const [inserted] = await db.insert(staffAccounts).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateStaffRow(
  db: Database,
  id: number,
  changes: Partial<NewStaffRow>,
): Promise<StaffRow | undefined> {
  const [row] = await db.update(staffAccounts).set(changes).where(eq(staffAccounts.id, id)).returning();
  return row;
}

export async function replaceStaffRestos(db: Database, staffId: number, restoIds: number[]): Promise<void> {
  await db.delete(staffRestos).where(eq(staffRestos.staffId, staffId));
  if (restoIds.length > 0)
    await db.insert(staffRestos).values([...new Set(restoIds)].map((restoId) => ({ staffId, restoId })));
}

/** Active owners of the chain other than `exceptId`: a change may not leave none. */
export async function countOtherActiveOwners(db: Database, tenantId: number, exceptId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.tenantId, tenantId),
        eq(staffAccounts.role, 'OWNER' satisfies StaffRoleColumn),
        eq(staffAccounts.disabled, false),
        ne(staffAccounts.id, exceptId),
      ),
    );
  return row?.count ?? 0;
}

/** Of the ids, those that are restaurants of the chain. */
export async function restoIdsOfTenant(db: Database, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: restos.id })
    .from(restos)
    .where(and(eq(restos.tenantId, tenantId), inArray(restos.id, ids)));
  return rows.map((row) => row.id);
}

/** The chain's restaurants (all of them, or those of `only`), in the catalog's order. */
export async function listTenantRestos(db: Database, tenantId: number, only?: number[]) {
  return db
    .select({
      id: restos.id,
      name: restos.name,
      city: cities.name,
      address: restos.address,
      currency: restos.currency,
    })
    .from(restos)
    .innerJoin(cities, eq(cities.id, restos.cityId))
    .where(
      and(eq(restos.tenantId, tenantId), only ? inArray(restos.id, only.length ? only : [-1]) : undefined),
    )
    .orderBy(asc(restos.sortOrder), asc(restos.id));
}

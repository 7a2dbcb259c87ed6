// Tenants and their catalog version.
import { eq, max, sql } from 'drizzle-orm';
import type { LoyaltyRules } from '@nori/domain';
import type { Database } from '../../../db/client';
import { tenants } from '../../../db/schema';

export type Tenant = typeof tenants.$inferSelect;

export async function findTenantByCode(db: Database, code: string): Promise<Tenant | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.code, code));
  return tenant;
}

export async function countTenants(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return row?.count ?? 0;
}

/** Creates the tenant or renames it, with its bonus programme (null: none); returns its internal id. */
export async function upsertTenant(
  db: Database,
  code: string,
  name: string,
  loyaltyRules: LoyaltyRules | null = null,
): Promise<number> {
  const [row] = await db
    .insert(tenants)
    .values({ code, name, loyaltyRules })
    .onConflictDoUpdate({ target: tenants.code, set: { name, loyaltyRules } })
    .returning({ id: tenants.id });
  if (!row) throw new Error(`Upserting tenant ${code} returned no row`);
  return row.id;
}

/** Every node listens here and forgets its catalog version when told (delivered at the commit). */
export const CATALOG_CHANNEL = 'catalog_version';

/** Gives the tenant a new catalog version from the shared sequence; returns it. Call in the import's transaction. */
export async function bumpCatalogVersion(db: Database, tenantId: number): Promise<number> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(tenantId)})`);
  const [row] = await db
    .update(tenants)
    .set({ catalogVersion: sql`nextval('catalog_version_seq')` })
    .where(eq(tenants.id, tenantId))
    .returning({ version: tenants.catalogVersion });
  if (!row) throw new Error(`Tenant ${tenantId} vanished while its catalog was imported`);
  return row.version;
}

/** The highest catalog version of any tenant: it changes whenever any catalog is imported. */
export async function latestCatalogVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: max(tenants.catalogVersion) }).from(tenants);
  return Number(row?.version ?? 0);
}

// Tenants and their catalog version.
import { eq, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { tenants } from '../db/schema';

export type Tenant = typeof tenants.$inferSelect;

export async function findTenantByCode(db: Database, code: string): Promise<Tenant | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.code, code));
  return tenant;
}

export async function countTenants(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(tenants);
  return row?.count ?? 0;
}

/** Creates the tenant or renames it; returns its internal id. */
export async function upsertTenant(db: Database, code: string, name: string): Promise<number> {
  const [row] = await db
    .insert(tenants)
    .values({ code, name })
    .onConflictDoUpdate({ target: tenants.code, set: { name } })
    .returning({ id: tenants.id });
  if (!row) throw new Error(`Upserting tenant ${code} returned no row`);
  return row.id;
}

/** Gives the tenant a new catalog version from the shared sequence; returns it. */
export async function bumpCatalogVersion(db: Database, tenantId: number): Promise<number> {
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

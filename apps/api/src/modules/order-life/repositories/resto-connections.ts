// Restaurants' connections: the SHA-256 of each one's API key and its order webhook.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { restoConnections, restos } from '../../../db/schema';

export type RestoConnectionRow = typeof restoConnections.$inferSelect;

export async function findRestoConnection(db: Database, restoId: number) {
  const [row] = await db.select().from(restoConnections).where(eq(restoConnections.restoId, restoId));
  return row;
}

/** Creates or replaces the restaurant's connection; fields left undefined keep their value. */
export async function saveRestoConnection(
  db: Database,
  connection: Pick<RestoConnectionRow, 'restoId' | 'tenantId' | 'updatedAt'> &
    Partial<Pick<RestoConnectionRow, 'apiKeyHash' | 'webhookUrl' | 'webhookSecret'>>,
): Promise<void> {
  const { restoId: _, tenantId: __, ...changes } = connection;
  await db
    .insert(restoConnections)
    .values(connection)
    .onConflictDoUpdate({
      target: restoConnections.restoId,
      set: { ...changes, tenantId: sql`excluded.tenant_id` },
    });
}

/** The tenant a catalog restaurant belongs to; undefined when there is no such restaurant. */
export async function findRestoTenant(db: Database, restoId: number): Promise<number | undefined> {
  const [row] = await db.select({ tenantId: restos.tenantId }).from(restos).where(eq(restos.id, restoId));
  return row?.tenantId;
}

/** Every restaurant of the tenant (the demo chain's restaurants get the demo key). */
export const listTenantRestoIds = async (db: Database, tenantId: number): Promise<number[]> =>
  (await db.select({ id: restos.id }).from(restos).where(eq(restos.tenantId, tenantId))).map((row) => row.id);

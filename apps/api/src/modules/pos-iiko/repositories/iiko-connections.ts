// Restaurants connected to iiko (posEngine IIKO): their organization and terminal group, how pay
// types are booked, and whether their till answered last time.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { iikoConnections, restos } from '../../../db/schema';

export type IikoConnectionRow = typeof iikoConnections.$inferSelect;

export async function findIikoConnection(
  db: Database,
  restoId: number,
): Promise<IikoConnectionRow | undefined> {
  const [row] = await db.select().from(iikoConnections).where(eq(iikoConnections.restoId, restoId));
  return row;
}

export const listIikoConnections = (db: Database): Promise<IikoConnectionRow[]> =>
  db.select().from(iikoConnections).orderBy(iikoConnections.restoId);

/** Connects a catalog restaurant (its tenant is the restaurant's), or changes its mapping. */
export async function saveIikoConnection(
  db: Database,
  connection: Pick<
    IikoConnectionRow,
    'restoId' | 'organizationId' | 'terminalGroupId' | 'paymentTypes' | 'deliveryFeeProductId' | 'updatedAt'
  >,
): Promise<boolean> {
  const [resto] = await db
    .select({ tenantId: restos.tenantId })
    .from(restos)
    .where(eq(restos.id, connection.restoId));
  if (!resto) return false;
  const { restoId: _, ...changes } = connection;
  await db
    .insert(iikoConnections)
    .values({ ...connection, tenantId: resto.tenantId })
    .onConflictDoUpdate({
      target: iikoConnections.restoId,
      set: { ...changes, tenantId: sql`excluded.tenant_id` },
    });
  return true;
}

export async function deleteIikoConnection(db: Database, restoId: number): Promise<void> {
  await db.delete(iikoConnections).where(eq(iikoConnections.restoId, restoId));
}

/** Records what is_alive said; answers whether that changed the restaurant's state. */
export async function recordTillAlive(
  db: Database,
  restoId: number,
  alive: boolean,
  at: Date,
): Promise<boolean> {
  const [before] = await db
    .select({ alive: iikoConnections.tillAlive })
    .from(iikoConnections)
    .where(eq(iikoConnections.restoId, restoId));
  await db
    .update(iikoConnections)
    .set({ tillAlive: alive, tillCheckedAt: at })
    .where(eq(iikoConnections.restoId, restoId));
  return before !== undefined && before.alive !== alive;
}

// How many orders each of a restaurant's slots holds (issue 21), and the lock that makes counting
// and taking one atomic: two checkouts for the last place in a slot must not both see it free.
import { and, count, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema';

/** Orders per slot instant from `fromMs` on; a cancelled order gives its place back. */
export async function slotLoads(db: Database, restoId: number, fromMs: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotAt: orders.slotAt, orders: count() })
    .from(orders)
    .where(
      and(eq(orders.restoId, restoId), gte(orders.slotAt, new Date(fromMs)), ne(orders.status, 'CANCELLED')),
    )
    .groupBy(orders.slotAt);
  return new Map(rows.flatMap((row) => (row.slotAt === null ? [] : [[row.slotAt.getTime(), row.orders]])));
}

/**
 * Holds the restaurant's slots until the transaction ends: concurrent orders for a restaurant
 * with a capacity count and insert one after another (PostgreSQL's transaction-level advisory
 * lock; PGlite runs one transaction at a time anyway). Restaurants without a capacity never wait.
 */
export async function holdRestoSlots(tx: Database, restoId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nori.order-slots'), ${restoId}::int)`);
}

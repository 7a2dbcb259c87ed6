// The desk's numbered events. Ids come from one bigserial, but a desk reads 'everything after id N'
// of one restaurant, which is only safe if a restaurant's ids become visible in id order: each
// writer takes the restaurant's desk lock before drawing its id and holds it until it commits, so a
// later id never commits before an earlier one of the same restaurant.
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { deskEvents } from '../../../db/schema';

/** The first key of pg_advisory_xact_lock(int, int) for desks (issue 37); stop lists use 25. */
const DESK_LOCK_CLASS = 37;
export const DESK_CHANNEL = 'desk_events';

export type DeskEventRow = typeof deskEvents.$inferSelect;

/** Numbers a change of the order for its restaurant's desks and tells every node, at commit. */
export async function insertDeskEvent(tx: Database, restoId: number, orderId: number, at: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DESK_LOCK_CLASS}, ${restoId}::int)`);
  await tx.insert(deskEvents).values({ restoId, orderId, at });
  await tx.execute(sql`select pg_notify(${DESK_CHANNEL}, ${String(restoId)})`);
}

/** The restaurant's events after `afterId`, oldest first. */
export const deskEventsAfter = (db: Database, restoId: number, afterId: number, limit: number) =>
  db
    .select()
    .from(deskEvents)
    .where(and(eq(deskEvents.restoId, restoId), gt(deskEvents.id, afterId)))
    .orderBy(asc(deskEvents.id))
    .limit(limit);

export async function lastDeskEventId(db: Database, restoId: number): Promise<number> {
  const [row] = await db
    .select({ last: max(deskEvents.id) })
    .from(deskEvents)
    .where(eq(deskEvents.restoId, restoId));
  return Number(row?.last ?? 0);
}

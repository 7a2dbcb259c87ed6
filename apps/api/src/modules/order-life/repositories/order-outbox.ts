// The order outbox: rows written in the order's transaction, leased by a worker, marked delivered
// or rescheduled. Leasing uses FOR UPDATE SKIP LOCKED, so several API nodes polling at once each
// take different rows; the lease (locked_until) is what keeps a row from being sent twice while
// its HTTP call runs outside any transaction, and lets another node retry it if this one dies.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, lte, notExists, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { iikoConnections, orderOutbox, restoConnections, type OutboxPayload } from '../../../db/schema';

export type OutboxRow = typeof orderOutbox.$inferSelect;

export async function insertOutboxEvent(
  tx: Database,
  event: { orderId: number; restoId: number; event: string; payload: OutboxPayload; at: Date },
): Promise<void> {
  await tx.insert(orderOutbox).values({
    deliveryId: randomUUID(),
    orderId: event.orderId,
    restoId: event.restoId,
    event: event.event,
    payload: event.payload,
    nextAttemptAt: event.at,
    createdAt: event.at,
  });
}

/**
 * Leases up to `limit` due rows of restaurants that have a webhook until `leaseUntil`, counting
 * the attempt. Rows of a restaurant without a webhook wait, undelivered, until it gets one; rows
 * of a restaurant connected to iiko are the iiko sender's (pos-iiko), never the webhook's.
 */
export async function leaseDueOutboxRows(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: orderOutbox.id })
    .from(orderOutbox)
    .innerJoin(
      restoConnections,
      and(eq(restoConnections.restoId, orderOutbox.restoId), isNotNull(restoConnections.webhookUrl)),
    )
    .where(
      and(
        dueAndFree(now),
        notExists(
          db
            .select({ restoId: iikoConnections.restoId })
            .from(iikoConnections)
            .where(eq(iikoConnections.restoId, orderOutbox.restoId)),
        ),
      ),
    )
    .orderBy(asc(orderOutbox.id))
    .limit(limit)
    .for('update', { of: orderOutbox, skipLocked: true });
  return leaseSelected(db, due, leaseUntil);
}

/** Rows not yet delivered, due, and not leased by a node that is still within its lease. */
export const dueAndFree = (now: Date) =>
  and(
    isNull(orderOutbox.deliveredAt),
    lte(orderOutbox.nextAttemptAt, now),
    or(isNull(orderOutbox.lockedUntil), lt(orderOutbox.lockedUntil, now)),
  );

/** Leases the rows `due` selects (their ids, locked and skipping locked ones), counting the attempt. */
export const leaseSelected = (db: Database, due: SQLWrapper, leaseUntil: Date): Promise<OutboxRow[]> =>
  db
    .update(orderOutbox)
    .set({ lockedUntil: leaseUntil, attempts: sql`${orderOutbox.attempts} + 1` })
    .where(sql`${orderOutbox.id} in ${due}`)
    .returning();

export async function markOutboxDelivered(db: Database, id: number, at: Date): Promise<void> {
  await db
    .update(orderOutbox)
    .set({ deliveredAt: at, lockedUntil: null, lastError: null })
    .where(eq(orderOutbox.id, id));
}

export async function rescheduleOutboxRow(db: Database, id: number, nextAttemptAt: Date, error: string) {
  await db
    .update(orderOutbox)
    .set({ nextAttemptAt, lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(orderOutbox.id, id));
}

export async function findOutboxRows(db: Database, orderId: number): Promise<OutboxRow[]> {
  return db.select().from(orderOutbox).where(eq(orderOutbox.orderId, orderId)).orderBy(asc(orderOutbox.id));
}

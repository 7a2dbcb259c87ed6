// The iiko side of the order outbox (order_outbox, order-life's): the rows of restaurants connected
// to iiko, leased exactly as the webhook worker leases the others' (FOR UPDATE SKIP LOCKED and a
// lease time), so each row is handled by one node at a time and by another if that one dies.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { iikoConnections, orderOutbox } from '../../../db/schema';
import { dueAndFree, leaseSelected, type OutboxRow } from '../../order-life/repositories/order-outbox';

export async function leaseIikoOutboxRows(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: orderOutbox.id })
    .from(orderOutbox)
    .innerJoin(iikoConnections, eq(iikoConnections.restoId, orderOutbox.restoId))
    .where(dueAndFree(now))
    .orderBy(asc(orderOutbox.id))
    .limit(limit)
    .for('update', { of: orderOutbox, skipLocked: true });
  return leaseSelected(db, due, leaseUntil);
}

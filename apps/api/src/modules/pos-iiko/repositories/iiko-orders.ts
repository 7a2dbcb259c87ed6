// Each order sent to iiko: its iiko id, the command that creates it, where it stands, and the
// timestamp of the latest iiko event applied to it (older events are ignored).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { iikoOrders, type IikoSendState } from '../../../db/schema';

export type IikoOrderRow = typeof iikoOrders.$inferSelect;

export async function findIikoOrder(db: Database, orderId: number): Promise<IikoOrderRow | undefined> {
  const [row] = await db.select().from(iikoOrders).where(eq(iikoOrders.orderId, orderId));
  return row;
}

export async function findIikoOrderByIikoId(db: Database, iikoOrderId: string) {
  const [row] = await db.select().from(iikoOrders).where(eq(iikoOrders.iikoOrderId, iikoOrderId));
  return row;
}

/** The first attempt's row; an existing row (another attempt's) is kept as it is. */
export async function startIikoOrder(
  db: Database,
  row: Pick<IikoOrderRow, 'orderId' | 'iikoOrderId' | 'organizationId' | 'firstSentAt'>,
): Promise<IikoOrderRow> {
  await db
    .insert(iikoOrders)
    .values({ ...row, state: 'Sending', updatedAt: row.firstSentAt })
    .onConflictDoNothing();
  return (await findIikoOrder(db, row.orderId))!;
}

export async function updateIikoOrder(
  db: Database,
  orderId: number,
  changes: { state: IikoSendState; correlationId?: string | null; error?: string | null; at: Date },
): Promise<void> {
  const { at, ...rest } = changes;
  await db
    .update(iikoOrders)
    .set({ ...rest, updatedAt: at })
    .where(eq(iikoOrders.orderId, orderId));
}

/**
 * Applies iiko's status event unless a later one was applied already; answers whether it was
 * (false: a repeat or an event that arrived out of order).
 */
export async function recordIikoEvent(
  db: Database,
  iikoOrderId: string,
  event: { status: string; timestamp: number; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(iikoOrders)
    .set({ iikoStatus: event.status, eventTimestamp: event.timestamp, updatedAt: event.at })
    .where(
      and(
        eq(iikoOrders.iikoOrderId, iikoOrderId),
        or(isNull(iikoOrders.eventTimestamp), lt(iikoOrders.eventTimestamp, event.timestamp)),
      ),
    )
    .returning({ orderId: iikoOrders.orderId });
  return updated.length > 0;
}

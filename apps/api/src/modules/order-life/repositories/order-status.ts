// An order's status and its history. A change locks the order row first, so two events arriving
// at once (a payment notification and the customer's return, ten retries of one notification)
// are decided one after the other against the status the first one left.
import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@nori/domain';
import type { Database } from '../../../db/client';
import { orderStatusHistory, orders, type OrderStatusSource } from '../../../db/schema';
import type { OrderRow } from './order-rows';

export type OrderStatusChangeRow = typeof orderStatusHistory.$inferSelect;

/** The order, locked until the transaction ends; undefined when there is none. */
export async function lockOrder(tx: Database, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

type NewStatusChange = { orderId: number; status: OrderStatus; source: OrderStatusSource; at: Date };

/** Appends one change to the history; answers the row as stored. */
async function appendStatus(tx: Database, change: NewStatusChange): Promise<OrderStatusChangeRow> {
  const [row] = await tx.insert(orderStatusHistory).values(change).returning();
  if (!row) throw new Error(`Recording order ${change.orderId}'s status returned no row`);
  return row;
}

/**
 * Sets the status and appends it to the history; call in the transaction that locked the order.
 * Answers both rows as written.
 */
export async function recordOrderStatus(
  tx: Database,
  change: NewStatusChange,
  paymentUrl: string | null = null,
): Promise<{ order: OrderRow; change: OrderStatusChangeRow }> {
  const [row] = await tx
    .update(orders)
    .set({ status: change.status, paymentUrl })
    .where(eq(orders.id, change.orderId))
    .returning();
  if (!row) throw new Error(`Order ${change.orderId} vanished while locked`);
  return { order: row, change: await appendStatus(tx, change) };
}

/** Appends the first status of a new order (its row already carries it); answers it as written. */
export const recordFirstStatus = appendStatus;

/** One order's history, oldest change first. */
export async function orderHistory(db: Database, orderId: number): Promise<OrderStatusChangeRow[]> {
  return (await orderHistories(db, [orderId])).get(orderId) ?? [];
}

/** The histories of the orders, oldest change first, by order id. */
export async function orderHistories(
  db: Database,
  orderIds: number[],
): Promise<Map<number, OrderStatusChangeRow[]>> {
  const histories = new Map<number, OrderStatusChangeRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return histories;
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.id));
  for (const row of rows) histories.get(row.orderId)?.push(row);
  return histories;
}

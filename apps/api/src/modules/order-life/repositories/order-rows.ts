// An order's row as it was written: its type and the reads by id that everything after checkout
// (status changes, streams, payments) needs. Writing and counting orders is the orders module's
// (orders/repositories/orders.ts), which builds on this one.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, restos } from '../../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export async function findPersonOrder(db: Database, personId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.personId, personId), eq(orders.id, orderId)));
  return row;
}

export async function findOrderById(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The restaurants' time zones, by id: the clock on which a customer reads an order's times. */
export async function restoZones(db: Database, restoIds: number[]): Promise<Map<number, string>> {
  if (restoIds.length === 0) return new Map();
  const rows = await db
    .select({ id: restos.id, timezone: restos.timezone })
    .from(restos)
    .where(inArray(restos.id, restoIds));
  return new Map(rows.map((row) => [row.id, row.timezone]));
}

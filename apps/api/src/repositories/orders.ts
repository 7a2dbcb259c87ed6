// Orders: writing one, reading a person's, and counting a person's uses of a promo code.
import { and, count, desc, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderNumberSequence, orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = Omit<typeof orders.$inferInsert, 'id' | 'number'>;

/** Inserts the order with the next human-readable number; returns the stored row. */
export async function insertOrder(db: Database, order: NewOrderRow): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, number: sql`nextval(${orderNumberSequence.seqName})::text` })
    .returning();
  if (!row) throw new Error('Inserting an order returned no row');
  return row;
}

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

/** Changes how an order is paid (paying again on receipt); call in the transaction that locked it. */
export async function setOrderPayType(db: Database, orderId: number, payType: OrderRow['payType']) {
  const [row] = await db.update(orders).set({ payType }).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`Order ${orderId} vanished while locked`);
  return row;
}

/** One page of the person's orders, newest first, with the total count. */
export async function pagePersonOrders(db: Database, personId: number, page: number, size: number) {
  const where = eq(orders.personId, personId);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** How many of the person's orders at the tenant used the code; cancelled orders give the use back. */
export async function countPersonPromoCodeUses(
  db: Database,
  personId: number,
  tenantId: number,
  code: string,
): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(orders)
    .where(
      and(
        eq(orders.personId, personId),
        eq(orders.tenantId, tenantId),
        eq(orders.promoCode, code),
        ne(orders.status, 'CANCELLED'),
      ),
    );
  return row?.uses ?? 0;
}

/**
 * The person's orders at the restaurant paid on receipt, placed after `since` and neither done nor
 * cancelled (issue 20).
 */
export async function countOpenOrdersPaidOnReceipt(
  db: Database,
  personId: number,
  restoId: number,
  since: Date,
) {
  const [row] = await db
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.personId, personId),
        eq(orders.restoId, restoId),
        gt(orders.createdAt, since),
        ne(orders.payType, 'CARD_ONLINE'),
        notInArray(orders.status, ['DONE', 'CANCELLED']),
      ),
    );
  return row?.open ?? 0;
}

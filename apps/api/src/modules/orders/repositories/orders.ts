// Orders: writing one, paging a person's, and counting a person's uses of a promo code. The row's
// type and the reads by id are order-life's (order-rows.ts): what happens after checkout reads them.
import { and, count, desc, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderNumberSequence, orders } from '../../../db/schema';
import type { OrderRow } from '../../order-life/repositories/order-rows';

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
 * Serializes the person's order transactions until this one ends, on every node: a check of their
 * open orders and the insert it allows then happen as one step (50 parallel orders made 20 open
 * orders past a limit of 3 on PostgreSQL, issue 35). Call in the order's transaction.
 */
export async function lockPersonOrders(tx: Database, personId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nori.person-orders'), ${personId}::int)`);
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

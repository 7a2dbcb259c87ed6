// Refunds waiting for their engine, leased like the order outbox (FOR UPDATE SKIP LOCKED plus a
// lease): several nodes never send one refund at once, and a dead node's refund is sent again.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { refunds, type RefundState } from '../../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

export async function queueRefund(
  tx: Database,
  refund: Pick<RefundRow, 'orderId' | 'engine' | 'providerPaymentId' | 'amount' | 'currency'>,
  at: Date,
) {
  await tx
    .insert(refunds)
    .values({ ...refund, state: 'pending', nextAttemptAt: at, createdAt: at, updatedAt: at })
    .onConflictDoNothing();
}

export async function leaseDueRefunds(db: Database, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(
      and(
        eq(refunds.state, 'pending'),
        lte(refunds.nextAttemptAt, now),
        or(isNull(refunds.lockedUntil), lt(refunds.lockedUntil, now)),
      ),
    )
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(refunds)
    .set({ lockedUntil: leaseUntil, attempts: sql`${refunds.attempts} + 1` })
    .where(sql`${refunds.orderId} in ${due}`)
    .returning();
}

export async function settleRefund(
  db: Database,
  orderId: number,
  change: { state: RefundState; providerRefundId?: string; nextAttemptAt?: Date; lastError?: string | null },
  at: Date,
) {
  await db
    .update(refunds)
    .set({ ...change, lockedUntil: null, updatedAt: at })
    .where(eq(refunds.orderId, orderId));
}

export async function findRefund(db: Database, orderId: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
  return row;
}

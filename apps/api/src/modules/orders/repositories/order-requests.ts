// Idempotency-Key claims of checkout requests (see db/schema/orders.ts, orderRequests).
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderRequests } from '../../../db/schema';

export type OrderRequestRow = typeof orderRequests.$inferSelect;

/** Claims the key for this request; false when the person has already used it. */
export async function claimOrderRequest(
  db: Database,
  claim: { personId: number; key: string; requestHash: string; claimedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(orderRequests)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: orderRequests.key });
  return rows.length > 0;
}

export async function findOrderRequest(db: Database, personId: number, key: string) {
  const [row] = await db
    .select()
    .from(orderRequests)
    .where(and(eq(orderRequests.personId, personId), eq(orderRequests.key, key)));
  return row;
}

/**
 * Takes over a claim whose request never finished (its process died before the order was written
 * or the claim released), once it is older than `staleBefore`; false when another request did first.
 */
export async function takeOverStaleRequest(
  db: Database,
  personId: number,
  key: string,
  staleBefore: Date,
  claimedAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderRequests)
    .set({ claimedAt })
    .where(
      and(
        eq(orderRequests.personId, personId),
        eq(orderRequests.key, key),
        isNull(orderRequests.orderId),
        lt(orderRequests.claimedAt, staleBefore),
      ),
    )
    .returning({ key: orderRequests.key });
  return rows.length > 0;
}

/** Moves an unfinished claim's time to `at`: the request holding it is still working. */
export async function renewOrderRequest(db: Database, personId: number, key: string, at: Date) {
  await db
    .update(orderRequests)
    .set({ claimedAt: at })
    .where(
      and(eq(orderRequests.personId, personId), eq(orderRequests.key, key), isNull(orderRequests.orderId)),
    );
}

/** Points the claim at the order; call in the order's transaction. */
export async function completeOrderRequest(db: Database, personId: number, key: string, orderId: number) {
  await db
    .update(orderRequests)
    .set({ orderId })
    .where(and(eq(orderRequests.personId, personId), eq(orderRequests.key, key)));
}

/** Frees the key after a refused request, so the customer can fix the cart and retry with it. */
export async function releaseOrderRequest(db: Database, personId: number, key: string) {
  await db
    .delete(orderRequests)
    .where(
      and(eq(orderRequests.personId, personId), eq(orderRequests.key, key), isNull(orderRequests.orderId)),
    );
}

// Fixed-window counters shared by every API node (db/schema/rate-limits.ts). One statement counts
// and checks, as the sign-in counters do (sign-in-limits.ts): it inserts the key, restarts an
// ended window, or adds one while under the limit, and returns nothing at the limit, so parallel
// requests on any number of nodes cannot overshoot it.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rateLimits } from '../../../db/schema';

/** On a key already counted: one more in its window, or 1 in a window that has since begun. */
const countedInWindow = {
  count: sql`case when ${rateLimits.windowStart} < excluded.window_start then 1 else ${rateLimits.count} + 1 end`,
  windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
  windowEnd: sql`greatest(${rateLimits.windowEnd}, excluded.window_end)`,
};

export interface RateWindow {
  key: string;
  windowStart: Date;
  windowEnd: Date;
  limit: number;
}

/** Counts one use of the key; false (and nothing counted) when the window's limit is reached. */
export async function countWithinRateLimit(
  db: Database,
  { key, windowStart, windowEnd, limit }: RateWindow,
): Promise<boolean> {
  const counted = await db
    .insert(rateLimits)
    .values({ key, windowStart, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: countedInWindow,
      setWhere: sql`${rateLimits.windowStart} < excluded.window_start or ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return counted.length > 0;
}

/** Counts one use of the key in its window, whatever the count; returns the count with it. */
export async function countUse(
  db: Database,
  { key, windowStart, windowEnd }: Omit<RateWindow, 'limit'>,
): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: countedInWindow,
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Locks the key until `until` (a row whose window ends then). */
export async function lockKey(db: Database, key: string, now: Date, until: Date): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key, windowStart: now, windowEnd: until, count: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { windowStart: now, windowEnd: until } });
}

/** Whether the key's window began at `start` exactly: a mark set by lockKey(db, key, start, …). */
export async function windowBeganAt(db: Database, key: string, start: Date): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
  return rows.length > 0;
}

/** Whether the key is locked (its window has not ended). */
export async function isLocked(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEnd, now)));
  return rows.length > 0;
}

/** Deletes the counters whose window ended before `now`; returns how many went. */
export async function deleteEndedRateLimits(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEnd, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}

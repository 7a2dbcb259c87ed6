// Fixed-window counters against SMS abuse, shared by every API node. One statement counts and
// checks: it inserts the key, restarts an old window, or adds one while under the limit — and
// returns nothing when the limit is reached, so parallel requests cannot overshoot it.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signInLimits } from '../../../db/schema';

export interface LimitWindow {
  key: string;
  /** Start of the current window; a stored older start means a fresh count. */
  windowStart: Date;
  limit: number;
}

/** Counts one use of the key; false (and nothing counted) when the window's limit is reached. */
export async function countWithinLimit(
  db: Database,
  { key, windowStart, limit }: LimitWindow,
): Promise<boolean> {
  const counted = await db
    .insert(signInLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: signInLimits.key,
      set: {
        count: sql`case when ${signInLimits.windowStart} < excluded.window_start then 1 else ${signInLimits.count} + 1 end`,
        windowStart: sql`greatest(${signInLimits.windowStart}, excluded.window_start)`,
      },
      setWhere: sql`${signInLimits.windowStart} < excluded.window_start or ${signInLimits.count} < ${limit}`,
    })
    .returning({ count: signInLimits.count });
  return counted.length > 0;
}

/** Gives back one use counted in the window (its request was refused after all). */
export async function uncount(db: Database, { key, windowStart }: LimitWindow): Promise<void> {
  await db
    .update(signInLimits)
    .set({ count: sql`${signInLimits.count} - 1` })
    .where(
      and(eq(signInLimits.key, key), eq(signInLimits.windowStart, windowStart), gt(signInLimits.count, 0)),
    );
}

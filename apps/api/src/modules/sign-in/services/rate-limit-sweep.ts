// Deletes the ended windows of the shared rate-limit counters (repositories/rate-limits.ts) from
// time to time, from whichever service counts on this node: rarely enough to cost nothing per
// request, often enough that the table holds about one interval's keys.
import type { Database } from '../../../db/client';
import { deleteEndedRateLimits } from '../repositories/rate-limits';

const SWEEP_INTERVAL_MS = 10 * 60_000;

export function createRateLimitSweep(db: Database): (at: Date) => Promise<void> {
  let lastSweep = 0;
  return async (at) => {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    await deleteEndedRateLimits(db, at);
  };
}

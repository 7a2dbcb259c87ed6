// The time every node shares: the database's. Leases, windows and expiries that nodes share
// (Idempotency-Key claims, rate-limit windows, one-time codes, outbox retries, slot holds) were
// judged by each node's own clock, and a node 20 s ahead took over another node's live claim:
// one key, two orders (issue 35). The app's clock is the node's clock corrected by its measured
// offset to the database's, re-measured every minute: every node then reads the same time, to
// within a query's round trip, whatever its own clock says.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const RESYNC_MS = 60_000;

export interface DatabaseClock {
  now(): Date;
  /** Stops re-measuring (the app closes). */
  stop(): void;
}

export interface DatabaseClockOptions {
  /** The node's own clock (tests move it). */
  nodeNow?: () => number;
  resyncMs?: number;
}

async function offsetToDatabase(db: Database, nodeNow: () => number): Promise<number> {
  const sent = nodeNow();
  // Both drivers answer { rows }: PGlite's results and node-postgres's QueryResult.
  const result = (await db.execute(
    sql`select (extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )) as {
    rows: { ms: number | string }[];
  };
  const received = nodeNow();
  // The database read its clock somewhere in the round trip: its middle is the best guess.
  return Number(result.rows[0]?.ms) - (sent + received) / 2;
}

export async function startDatabaseClock(
  db: Database,
  { nodeNow = Date.now, resyncMs = RESYNC_MS }: DatabaseClockOptions = {},
): Promise<DatabaseClock> {
  let offset = await offsetToDatabase(db, nodeNow);
  // A failed measurement keeps the last offset: clocks drift by milliseconds a minute, not seconds.
  const timer = setInterval(
    () =>
      void offsetToDatabase(db, nodeNow).then(
        (measured) => (offset = measured),
        () => undefined,
      ),
    resyncMs,
  );
  timer.unref();
  return { now: () => new Date(nodeNow() + offset), stop: () => clearInterval(timer) };
}

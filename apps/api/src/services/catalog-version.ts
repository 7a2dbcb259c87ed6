// Which catalog version this node serves. Any import, on any node, raises the highest version in
// the database. Asking the database on every request would add a round trip to reads that are
// otherwise served from memory, so the version is re-read at most once per maxAgeMs (1 s): another
// node's import shows within a second, and an import through this node shows at once (invalidate).
import type { Database } from '../db/client';
import { latestCatalogVersion } from '../repositories/tenants';

export interface CatalogVersionOptions {
  maxAgeMs?: number;
  /** The clock, in milliseconds; a parameter so tests can move time. */
  now?: () => number;
}

export function createCatalogVersion(
  db: Database,
  { maxAgeMs = 1000, now = Date.now }: CatalogVersionOptions = {},
) {
  let known: { version: number; readAt: number } | undefined;
  let reading: Promise<number> | undefined;
  // Bumped by invalidate(), so a read that started before an import cannot store what it saw.
  let generation = 0;

  const read = () => {
    // Concurrent requests share one query.
    if (reading) return reading;
    const startedIn = generation;
    const current = latestCatalogVersion(db)
      .then((version) => {
        if (startedIn === generation) known = { version, readAt: now() };
        return version;
      })
      .finally(() => {
        if (reading === current) reading = undefined;
      });
    reading = current;
    return current;
  };

  return {
    async current(): Promise<number> {
      if (known && now() - known.readAt < maxAgeMs) return known.version;
      return read();
    },
    /**
     * The version known and still fresh, without waiting; undefined when it must be read again.
     * The hot catalog reads serve only answers of this version, and leave a stale one to current().
     */
    peek(): number | undefined {
      return known && now() - known.readAt < maxAgeMs ? known.version : undefined;
    },
    /** Forgets the known version, so the next request reads it again (after an import here). */
    invalidate(): void {
      generation += 1;
      known = undefined;
      reading = undefined;
    },
  };
}

export type CatalogVersion = ReturnType<typeof createCatalogVersion>;

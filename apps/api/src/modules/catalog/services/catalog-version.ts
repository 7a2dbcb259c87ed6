// Which catalog version this node serves. Any import, on any node, raises the highest version in
// the database and notifies every node, which forgets its version at once (catalog-plugin.ts).
// Asking the database on every request would add a round trip to reads that are otherwise served
// from memory, so a version read is used for at most maxAgeMs (1 s): the fallback for a
// notification missed while a node's listener reconnects.
// A version in use is re-read in the background once it is REFRESH_AT of that age, so that under a
// steady load it never expires: at expiry every request waited for the query, and the hot reads
// (which serve only a version known fresh) left every request to Fastify meanwhile — on
// PostgreSQL 2-4 ms of each second under the catalog-read load, more on a busy machine.
import type { Database } from '../../../db/client';
import { latestCatalogVersion } from '../repositories/tenants';

export interface CatalogVersionOptions {
  maxAgeMs?: number;
  /** The clock, in milliseconds; a parameter so tests can move time. */
  now?: () => number;
}

/** The share of maxAgeMs after which a version in use is re-read in the background. */
export const REFRESH_AT = 0.75;

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

  /** The version known if still fresh (re-read in the background when due); else undefined. */
  const fresh = (): number | undefined => {
    if (!known) return undefined;
    const age = now() - known.readAt;
    if (age >= maxAgeMs) return undefined;
    // A failed re-read leaves the known version to expire; the request after that reports it.
    if (age >= maxAgeMs * REFRESH_AT && !reading) read().catch(() => undefined);
    return known.version;
  };

  return {
    async current(): Promise<number> {
      return fresh() ?? read();
    },
    /**
     * The version known and still fresh, without waiting; undefined when it must be read again.
     * The hot catalog reads serve only answers of this version, and leave a stale one to current().
     */
    peek(): number | undefined {
      return fresh();
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

// What each restaurant has sold out, as this node knows it, for catalog answers. Like the catalog
// version (catalog-version.ts), a restaurant's list read is used for at most maxAgeMs (1 s) rather
// than read on every request, and one in use is re-read in the background before it expires: a
// change on another node shows within a second, a change through this node at once (invalidate).
// Preflights price with this copy; orders never rely on it: they read the list in their own
// transaction (sold-out-check.ts).
//
// A catalog answer that depends on a restaurant's list is cached with a stamp naming what was sold
// out when it was built, so only that restaurant's answers are rebuilt when its list changes —
// or when an entry's time runs out, since the stamp is taken at the moment of each request.
import { soldOutAt, type SoldOut, type StopListEntry } from '@nori/domain';
import type { Database } from '../../../db/client';
import { REFRESH_AT } from './catalog-version';
import { listStopListEntries, stopListEntryOf } from '../repositories/stop-lists';

/** What a cached answer was built from; fresh() is false once the restaurant's list differs. */
export interface StopListScope {
  soldOut: SoldOut;
  stamp: string;
  fresh(): boolean;
}

export interface StopListStateOptions {
  maxAgeMs?: number;
  /** The clock that ages what was read, in milliseconds (the wall clock, as for the catalog version). */
  clock?: () => number;
  /** The moment whose stop list answers show, in milliseconds (the app's clock, which tests pin). */
  now?: () => number;
}

/** Bounds memory when restaurant ids are probed freely; beyond it lists are read per request. */
const MAX_RESTOS = 5000;

const stampOf = (soldOut: SoldOut) =>
  `p${[...soldOut.positionIds].sort((a, b) => a - b).join(',')};m${[...soldOut.modifierIds]
    .sort((a, b) => a - b)
    .join(',')}`;

interface Known {
  entries: StopListEntry[];
  readAt: number;
}

export function createStopListState(
  db: Database,
  { maxAgeMs = 1000, clock = Date.now, now = Date.now }: StopListStateOptions = {},
) {
  const known = new Map<number, Known>();
  const reading = new Map<number, Promise<StopListEntry[]>>();

  const read = (restoId: number): Promise<StopListEntry[]> => {
    // Concurrent requests for one restaurant share one query.
    const inFlight = reading.get(restoId);
    if (inFlight) return inFlight;
    const started = listStopListEntries(db, restoId)
      .then((rows) => {
        const entries = rows.map(stopListEntryOf);
        // A change here (invalidate) during the read drops this read's promise: what it saw is not kept.
        if (reading.get(restoId) === started && (known.has(restoId) || known.size < MAX_RESTOS))
          known.set(restoId, { entries, readAt: clock() });
        return entries;
      })
      .finally(() => {
        if (reading.get(restoId) === started) reading.delete(restoId);
      });
    reading.set(restoId, started);
    return started;
  };

  const freshEntries = (restoId: number): StopListEntry[] | undefined => {
    const state = known.get(restoId);
    if (!state) return undefined;
    const age = clock() - state.readAt;
    if (age >= maxAgeMs) return undefined;
    // As for the catalog version: under load the hot reads of this restaurant's answers never
    // find the list expired. A failed re-read leaves it to expire; the request after that reports it.
    if (age >= maxAgeMs * REFRESH_AT && !reading.has(restoId)) read(restoId).catch(() => undefined);
    return state.entries;
  };

  /** The stamp of the restaurant's list now, without waiting; undefined when it must be read again. */
  const peekStamp = (restoId: number): string | undefined => {
    const entries = freshEntries(restoId);
    return entries && stampOf(soldOutAt(entries, now()));
  };

  /** The restaurant's entries as this node knows them, read again when too old. */
  const entries = async (restoId: number): Promise<StopListEntry[]> =>
    freshEntries(restoId) ?? (await read(restoId));

  return {
    entries,
    async scope(restoId: number): Promise<StopListScope> {
      const soldOut = soldOutAt(await entries(restoId), now());
      const stamp = stampOf(soldOut);
      return { soldOut, stamp, fresh: () => peekStamp(restoId) === stamp };
    },
    /** After a change through this node: the next request reads the list again. */
    invalidate(restoId: number): void {
      known.delete(restoId);
      reading.delete(restoId);
    },
  };
}

export type StopListState = ReturnType<typeof createStopListState>;

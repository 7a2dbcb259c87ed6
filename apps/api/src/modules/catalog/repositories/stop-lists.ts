// The SQL of restaurants' stop lists: the entries, the record of changes, and the lock that
// orders and changes of one restaurant share.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StopListEntry, StopListKind } from '@nori/domain';
import type { Database } from '../../../db/client';
import { stopListChanges, stopListEntries } from '../../../db/schema';

export type StopListEntryRow = typeof stopListEntries.$inferSelect;
export type StopListChangeRow = typeof stopListChanges.$inferSelect;

/** A row as the domain's stop-list rules take it. */
export const stopListEntryOf = (row: Pick<StopListEntryRow, 'kind' | 'itemId' | 'until'>): StopListEntry => ({
  kind: row.kind,
  id: row.itemId,
  untilMs: row.until?.getTime() ?? null,
});

/** The first key of pg_advisory_xact_lock(int, int): stop lists, whatever else takes advisory locks. */
const STOP_LIST_LOCK_CLASS = 25;

/**
 * Orders take the restaurant's stop-list lock shared, changes take it alone, each until its
 * transaction ends: a change waits for orders already checking the list, and an order that
 * starts after a change committed sees it. So no order is written with a dish that was on the
 * stop list when the order committed.
 */
export async function lockStopList(tx: Database, restoId: number, mode: 'shared' | 'exclusive') {
  await (mode === 'shared'
    ? tx.execute(sql`select pg_advisory_xact_lock_shared(${STOP_LIST_LOCK_CLASS}, ${restoId})`)
    : tx.execute(sql`select pg_advisory_xact_lock(${STOP_LIST_LOCK_CLASS}, ${restoId})`));
}

/** Every entry of the restaurant's list, also those whose end has passed (the caller knows the time). */
export const listStopListEntries = (db: Database, restoId: number): Promise<StopListEntryRow[]> =>
  db
    .select()
    .from(stopListEntries)
    .where(eq(stopListEntries.restoId, restoId))
    .orderBy(stopListEntries.kind, stopListEntries.itemId);

const entryKey = (restoId: number, kind: StopListKind, itemId: number) =>
  and(
    eq(stopListEntries.restoId, restoId),
    eq(stopListEntries.kind, kind),
    eq(stopListEntries.itemId, itemId),
  );

export async function saveStopListEntry(tx: Database, entry: StopListEntryRow): Promise<void> {
  await tx
    .insert(stopListEntries)
    .values(entry)
    .onConflictDoUpdate({
      target: [stopListEntries.restoId, stopListEntries.kind, stopListEntries.itemId],
      set: { until: entry.until, setAt: entry.setAt, setByKey: entry.setByKey },
    });
}

/** The removed entries (none when it was not there). */
export const deleteStopListEntries = (
  tx: Database,
  restoId: number,
  item?: { kind: StopListKind; id: number },
) =>
  tx
    .delete(stopListEntries)
    .where(item ? entryKey(restoId, item.kind, item.id) : eq(stopListEntries.restoId, restoId))
    .returning();

export async function recordStopListChanges(
  tx: Database,
  changes: Omit<StopListChangeRow, 'id'>[],
): Promise<void> {
  if (changes.length > 0) await tx.insert(stopListChanges).values(changes);
}

/** The restaurant's latest changes, newest first. */
export const latestStopListChanges = (db: Database, restoId: number, limit: number) =>
  db
    .select()
    .from(stopListChanges)
    .where(eq(stopListChanges.restoId, restoId))
    .orderBy(desc(stopListChanges.id))
    .limit(limit);

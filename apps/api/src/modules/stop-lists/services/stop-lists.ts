// The restaurant API's stop list (issue 25): read, set an item (until a time or until cleared),
// clear an item or everything. Each change takes the restaurant's stop-list lock, records who
// (which restaurant, which of its keys) and when, and is visible to this node's catalog answers at
// once (state.invalidate), to other nodes' within a second. Repeating a call changes nothing and
// records nothing.
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { isStopListEntryActive, type StopListKind } from '@nori/domain';
import type { stopListSchema } from '@nori/contract';
import type { Database } from '../../../db/client';
import { badRequest, notFound } from '../../../errors';
import {
  deleteStopListEntries,
  latestStopListChanges,
  listStopListEntries,
  lockStopList,
  recordStopListChanges,
  saveStopListEntry,
  stopListEntryOf,
  type StopListEntryRow,
} from '../../catalog/repositories/stop-lists';
import type { RestoCatalog, RestoCatalogs } from '../../catalog/services/resto-catalog';
import type { StopListState } from '../../catalog/services/stop-list-state';

type StopListDto = z.input<typeof stopListSchema>;
export interface StopListItemRef {
  kind: StopListKind;
  id: number;
}

const CHANGES_SHOWN = 50;

/** Names the key in the record without keeping the key: the start of its SHA-256, as stored. */
export const keyFingerprint = (apiKey: string) =>
  createHash('sha256').update(apiKey).digest('hex').slice(0, 12);

/** The item's name on the restaurant's menus; undefined when the restaurant does not sell it. */
export function stopListItemName(catalog: RestoCatalog, item: StopListItemRef): string | undefined {
  if (item.kind === 'modifier')
    return catalog.modifierGroups.items.find((modifier) => modifier.id === item.id)?.name;
  return (catalog.positions.DELIVERY.get(item.id) ?? catalog.positions.TAKE_AWAY.get(item.id))?.name;
}

export interface StopListsOptions {
  catalogs: RestoCatalogs;
  state: StopListState;
  now: () => Date;
}

type Alongside = (tx: Database) => Promise<void>;

export function createStopLists(db: Database, { catalogs, state, now }: StopListsOptions) {
  const catalogOf = async (restoId: number) =>
    (await catalogs.get(restoId)) ?? Promise.reject(notFound(`Resto ${restoId} not found`));

  const read = async (catalog: RestoCatalog): Promise<StopListDto> => {
    const restoId = catalog.resto.id;
    const [entries, changes] = await Promise.all([
      listStopListEntries(db, restoId),
      latestStopListChanges(db, restoId, CHANGES_SHOWN),
    ]);
    const nowMs = now().getTime();
    const by = (key: string) => ({ restoId, apiKey: key });
    return {
      restoId,
      items: entries
        .filter((row) => isStopListEntryActive(stopListEntryOf(row), nowMs))
        .map((row) => ({
          kind: row.kind,
          id: row.itemId,
          name: stopListItemName(catalog, { kind: row.kind, id: row.itemId }) ?? '',
          until: row.until?.toISOString() ?? null,
          setAt: row.setAt.toISOString(),
          setBy: by(row.setByKey),
        })),
      changes: changes.map((change) => ({
        action: change.action,
        kind: change.kind,
        id: change.itemId,
        until: change.until?.toISOString() ?? null,
        at: change.at.toISOString(),
        by: by(change.byKey),
      })),
    };
  };

  /**
   * Runs a change under the restaurant's lock, then makes catalog answers here see it at once.
   * `alongside` writes with it (the order desk's audit entry, issue 37), told whether it changed anything.
   */
  const change = async (restoId: number, work: (tx: Database) => Promise<boolean>, alongside?: Alongside) => {
    await db.transaction(async (tx) => {
      await lockStopList(tx, restoId, 'exclusive');
      const changed = await work(tx);
      if (changed && alongside) await alongside(tx);
    });
    state.invalidate(restoId);
  };

  const cleared = (restoId: number, tenantId: number, rows: StopListEntryRow[], byKey: string, at: Date) =>
    rows.map((row) => ({
      restoId,
      tenantId,
      action: 'clear' as const,
      kind: row.kind,
      itemId: row.itemId,
      until: null,
      at,
      byKey,
    }));

  return {
    read: async (restoId: number) => read(await catalogOf(restoId)),

    async set(
      restoId: number,
      item: StopListItemRef,
      until: Date | null,
      byKey: string,
      alongside?: Alongside,
    ) {
      const catalog = await catalogOf(restoId);
      if (stopListItemName(catalog, item) === undefined)
        throw notFound(
          `${item.kind === 'position' ? 'Position' : 'Modifier'} ${item.id} is not on the menus of resto ${restoId}`,
        );
      const at = now();
      if (until !== null && until.getTime() <= at.getTime())
        throw badRequest(`body.until: ${until.toISOString()} is not ahead of now (${at.toISOString()})`);
      const { tenantId } = catalog.resto;
      await change(
        restoId,
        async (tx) => {
          const [existing] = (await listStopListEntries(tx, restoId)).filter(
            (row) => row.kind === item.kind && row.itemId === item.id,
          );
          const active = existing && isStopListEntryActive(stopListEntryOf(existing), at.getTime());
          if (active && (existing.until?.getTime() ?? null) === (until?.getTime() ?? null)) return false;
          await saveStopListEntry(tx, {
            restoId,
            tenantId,
            kind: item.kind,
            itemId: item.id,
            until,
            setAt: at,
            setByKey: byKey,
          });
          await recordStopListChanges(tx, [
            { restoId, tenantId, action: 'set', kind: item.kind, itemId: item.id, until, at, byKey },
          ]);
          return true;
        },
        alongside,
      );
      return read(catalog);
    },

    /** One item, or (item undefined) everything; what was not on the list stays unrecorded. */
    async clear(restoId: number, item: StopListItemRef | undefined, byKey: string, alongside?: Alongside) {
      const catalog = await catalogOf(restoId);
      const at = now();
      await change(
        restoId,
        async (tx) => {
          const removed = await deleteStopListEntries(tx, restoId, item);
          // An entry whose time had passed was no longer on the list: its removal is housekeeping.
          const applied = removed.filter((row) => isStopListEntryActive(stopListEntryOf(row), at.getTime()));
          await recordStopListChanges(tx, cleared(restoId, catalog.resto.tenantId, applied, byKey, at));
          return applied.length > 0;
        },
        alongside,
      );
      return read(catalog);
    },
  };
}

export type StopLists = ReturnType<typeof createStopLists>;

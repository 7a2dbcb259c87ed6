// iiko's stop lists applied through Nori's (the stop-lists module's service, so the storefront
// greys a dish as it does for any stop): the terminal group's items with nothing left are set,
// items iiko no longer lists are cleared. Only entries iiko set are cleared: a stop the
// restaurant's desk or API set stays theirs.
import type { FastifyBaseLogger } from 'fastify';
import type { IikoApi } from '../../../adapters/iiko/iiko-api';
import type { Database } from '../../../db/client';
import type { StopLists } from '../../stop-lists/services/stop-lists';
import { createPollingWorker } from '../../order-life/services/polling-worker';
import { listIikoConnections, type IikoConnectionRow } from '../repositories/iiko-connections';
import { iikoItemsByNoriId } from '../repositories/iiko-items';

/** Who set an entry, in the stop list's record: iiko itself, not one of the restaurant's keys. */
export const IIKO_STOP_LIST_KEY = 'iiko';

export interface IikoStopListsOptions {
  api: IikoApi;
  stopLists: StopLists;
  log: FastifyBaseLogger;
  /** How often every restaurant's list is re-read besides iiko's StopListUpdate (a missed webhook). */
  pollMs?: number;
}

export function createIikoStopLists(
  db: Database,
  { api, stopLists, log, pollMs = 180_000 }: IikoStopListsOptions,
) {
  /** Re-reads one restaurant's stop list from iiko and applies it; answers the Nori ids now stopped by iiko. */
  async function sync(connection: IikoConnectionRow): Promise<number[]> {
    const [lists, positions] = await Promise.all([
      api.stopLists([connection.organizationId], [connection.terminalGroupId]),
      iikoItemsByNoriId(db, connection.tenantId, 'position'),
    ]);
    const items = lists.find((list) => list.terminalGroupId === connection.terminalGroupId)?.items ?? [];
    const stoppedKeys = new Set(
      items
        .filter((item) => item.balance <= 0)
        .flatMap((item) => [
          item.productId,
          item.sizeId ? `${item.productId}/${item.sizeId}` : item.productId,
        ]),
    );
    const wanted = [...positions.values()]
      .filter((row) => stoppedKeys.has(row.iikoKey))
      .map((row) => row.noriId)
      .sort((a, b) => a - b);
    const current = await stopLists.read(connection.restoId);
    const byIiko = current.items.filter(
      (item) => item.kind === 'position' && item.setBy.apiKey === IIKO_STOP_LIST_KEY,
    );
    const onList = new Set(current.items.filter((item) => item.kind === 'position').map((item) => item.id));
    for (const id of wanted)
      if (!onList.has(id))
        await stopLists
          .set(connection.restoId, { kind: 'position', id }, null, IIKO_STOP_LIST_KEY)
          .catch((error: unknown) =>
            log.warn({ restoId: connection.restoId, id, err: error }, 'iiko stop not applied'),
          );
    for (const item of byIiko)
      if (!wanted.includes(item.id))
        await stopLists.clear(connection.restoId, { kind: 'position', id: item.id }, IIKO_STOP_LIST_KEY);
    return wanted;
  }

  /** Every connected restaurant; answers how many were read. */
  async function syncAll(): Promise<number> {
    const connections = await listIikoConnections(db);
    for (const connection of connections) await sync(connection);
    return connections.length;
  }

  return {
    sync,
    /** Re-reads every restaurant's list every pollMs. */
    poll: createPollingWorker(syncAll, { pollMs, log, failure: 'iiko stop-list poll failed' }),
    /** Every restaurant of the organization (a StopListUpdate names the organization). */
    async syncOrganization(organizationId: string): Promise<void> {
      const connections = (await listIikoConnections(db)).filter(
        (row) => row.organizationId === organizationId,
      );
      for (const connection of connections) await sync(connection);
    },
  };
}

export type IikoStopLists = ReturnType<typeof createIikoStopLists>;

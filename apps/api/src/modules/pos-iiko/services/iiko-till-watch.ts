// Watches the tills of restaurants connected to iiko (terminal_groups/is_alive, every pollMs). A
// restaurant whose till is offline cannot take an order now — nobody would see it in the
// kitchen — so it is paused for both order types (the desk's busy mode: 'as soon as possible' is
// refused with 'resto.paused' and the next free slot, and the storefront offers ordering for
// later), a little beyond the next check. Each check while offline pushes the pause on; once the
// till is back the pause simply runs out, and a longer pause the restaurant set itself is kept.
import type { FastifyBaseLogger } from 'fastify';
import type { IikoApi } from '../../../adapters/iiko/iiko-api';
import type { Database } from '../../../db/client';
import { saveDeskSettings } from '../../desk/repositories/desk-repository';
import { deskSettingsOf } from '../../desk/services/desk-settings';
import { createPollingWorker } from '../../order-life/services/polling-worker';
import { listIikoConnections, recordTillAlive } from '../repositories/iiko-connections';

export interface IikoTillWatchOptions {
  api: IikoApi;
  now: () => Date;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long past a check that found the till offline the restaurant stays paused. */
  pauseMs?: number;
}

const later = (a: Date | null, b: Date) => (a && a.getTime() > b.getTime() ? a : b);

export function createIikoTillWatch(db: Database, options: IikoTillWatchOptions) {
  const { api, now, log, pollMs = 60_000 } = options;
  const pauseMs = options.pauseMs ?? 3 * pollMs;

  async function pause(restoId: number, at: Date): Promise<void> {
    const until = new Date(at.getTime() + pauseMs);
    const settings = await deskSettingsOf(db, restoId, at);
    await saveDeskSettings(db, {
      ...settings,
      deliveryPausedUntil: later(settings.deliveryPausedUntil, until),
      takeAwayPausedUntil: later(settings.takeAwayPausedUntil, until),
      updatedAt: at,
    });
  }

  /** One check of every connected till; answers how many are offline. */
  async function runOnce(): Promise<number> {
    const connections = await listIikoConnections(db);
    const organizations = [...new Set(connections.map((row) => row.organizationId))];
    let offline = 0;
    for (const organizationId of organizations) {
      const mine = connections.filter((row) => row.organizationId === organizationId);
      const statuses = await api.isAlive(
        [organizationId],
        mine.map((row) => row.terminalGroupId),
      );
      for (const connection of mine) {
        const at = now();
        const alive =
          statuses.find((status) => status.terminalGroupId === connection.terminalGroupId)?.isAlive ?? false;
        if (await recordTillAlive(db, connection.restoId, alive, at))
          log.warn(
            { restoId: connection.restoId, alive },
            alive ? 'iiko till back online' : 'iiko till offline: ordering paused',
          );
        if (!alive) {
          offline += 1;
          await pause(connection.restoId, at);
        }
      }
    }
    return offline;
  }

  return createPollingWorker(runOnce, { pollMs, log, failure: 'iiko till check failed' });
}

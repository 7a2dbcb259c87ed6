// Opens the configured database and brings its schema up to date.
import { mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';
import { lockDataDir } from './data-dir-lock';

export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    const unlock = await lockDataDir(config.dataDir);
    try {
      const pglite = await openPglite(config.dataDir);
      handle = { ...pglite, close: () => pglite.close().finally(unlock) };
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

// Opens the configured database and brings its schema up to date.
import { mkdir } from 'node:fs/promises';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

export async function openConfiguredDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.databaseUrl) {
    handle = await openPostgres(config.databaseUrl);
  } else {
    await mkdir(config.dataDir, { recursive: true });
    handle = await openPglite(config.dataDir);
  }
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

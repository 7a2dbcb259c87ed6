// The ordering API in this process (when API_BASE_URL is not set): the API's own Fastify app,
// built exactly as its main.ts builds it, answers every request under its paths. It stays a
// separate Fastify instance, so its security headers, CORS and JSON error pages stay its own.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@nori/api/src/app';
import { loadConfig } from '@nori/api/src/config';
import { openConfiguredDatabase } from '@nori/api/src/db/open';
import { seedDemoChainIfEmpty } from '@nori/api/src/demo-seed';

export interface MountedApi {
  app: FastifyInstance;
  close: () => Promise<void>;
}

export async function startApi(): Promise<MountedApi> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  if (database.kind === 'pglite' && config.nodeEnv === 'production') {
    app.log.warn('PGlite does not fsync: set DATABASE_URL to a PostgreSQL database for production.');
  }
  await seedDemoChainIfEmpty(database.db, app.catalogAdmin, app.log);
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

// Starts the API (`npm start`): configuration, database (migrated, seeded with the demo chain on
// first start), then the HTTP server; stops cleanly on SIGINT/SIGTERM.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { seedDemoChainIfEmpty } from './demo-seed';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  if (database.kind === 'pglite' && config.nodeEnv === 'production') {
    app.log.warn(
      'PGlite is the embedded development database and does not fsync: a crash can lose acknowledged writes. ' +
        'Set DATABASE_URL to a PostgreSQL database for production.',
    );
  }
  await seedDemoChainIfEmpty(database.db, app.catalogAdmin, app.log);

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

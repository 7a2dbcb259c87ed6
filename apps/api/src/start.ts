// Everything between configuration and listening: database opened and migrated, the app built,
// the demo chain imported on first start. main.ts uses it, and so may a process that mounts the
// API next to the storefront, so both start the API the same way.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openConfiguredDatabase } from './db/open';
import { takeStartupLock } from './db/startup-lock';
import { connectDemoRestos, seedDemoChainIfEmpty } from './demo-seed';
import { seedDemoStaff } from './modules/staff/services/demo-staff';

export interface StartedApi {
  app: FastifyInstance;
  /** Closes the app, then the database. */
  close(): Promise<void>;
  /** Ends every open event stream at once: a server that mounts the API holds their connections. */
  endEventStreams(): void;
}

export async function startApi(config: Config): Promise<StartedApi> {
  // On PostgreSQL, nodes starting together migrate and seed one after the other.
  const unlock = config.databaseUrl ? await takeStartupLock(config.databaseUrl) : async () => {};
  const database = await openConfiguredDatabase(config).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  try {
    const app = await buildApp({ config, database });
    for (const warning of config.warnings) app.log.warn(warning);
    if (database.kind === 'pglite' && config.nodeEnv === 'production') {
      app.log.warn(
        'PGlite is the embedded development database and does not fsync: a crash can lose acknowledged writes. ' +
          'Set DATABASE_URL to a PostgreSQL database for production.',
      );
    }
    await seedDemoChainIfEmpty(database.db, app.catalogAdmin, app.log);
    await seedDemoStaff(database.db, {
      nodeEnv: config.nodeEnv,
      password: config.staff.demoPassword,
      log: app.log,
    });
    if (config.payments.demoRestoApiKey)
      await connectDemoRestos(database.db, app.orderLife.connections, config.payments.demoRestoApiKey);
    await unlock();
    app.orderLife.outbox.start();
    app.desk.refunds.start();
    app.posIiko.start();
    app.loyalty.expiry.start();
    app.loyalty.birthdays.start();
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
      endEventStreams: () => app.eventStreams.endAll(),
    };
  } catch (error) {
    await unlock();
    await database.close();
    throw error;
  }
}

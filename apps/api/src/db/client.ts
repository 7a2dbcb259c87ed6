// Opens the database: PGlite (PostgreSQL in WebAssembly, embedded) by default, PostgreSQL through
// node-postgres when DATABASE_URL is set. Both speak the same SQL and run the same migrations, so
// everything above this file sees one Database type.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { initPgliteDataDir, PGLITE_START_PARAMS, useEmbeddedDatabaseV8Settings } from './pglite-settings';
import { keepDataDirPrivate, prepareDataDir } from './private-data-dir';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations in apps/api/migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls onPayload for every NOTIFY on the channel, from any connection (any node on PostgreSQL);
   * resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface PgliteOptions {
  /** Starts from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. */
  loadDataDir?: Blob;
}

/** PGlite in dataDir, or in memory when dataDir is undefined (tests). */
export async function openPglite(
  dataDir: string | undefined,
  { loadDataDir }: PgliteOptions = {},
): Promise<DatabaseHandle> {
  if (dataDir !== undefined) await prepareDataDir(dataDir);
  if (dataDir !== undefined && loadDataDir === undefined) await initPgliteDataDir(dataDir);
  useEmbeddedDatabaseV8Settings();
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    loadDataDir,
    startParams: PGLITE_START_PARAMS,
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    // Inside the 0700 directory no one else reaches the files while the database runs; closing
    // makes each one private too (private-data-dir.ts).
    close: async () => {
      await client.close();
      if (dataDir !== undefined) await keepDataDirPrivate(dataDir);
    },
  };
}

/**
 * How long a request waits for a pooled connection (a new one, or a busy pool's next free one)
 * before it fails with a 503: a stopped or unreachable database answers quickly rather than
 * holding requests open. Well under a load balancer's usual request timeout.
 */
export const POSTGRES_CONNECT_TIMEOUT_MS = 3000;
/** A statement running longer is cancelled by the server (57014, answered as 503). */
export const POSTGRES_STATEMENT_TIMEOUT_MS = 15_000;

export interface PostgresOptions {
  /**
   * A pooled connection broke (the server restarted or went away). The pool drops it and opens
   * a new one on demand; without a listener Node would end the process.
   */
  onConnectionLost?: (error: Error) => void;
}

const logLostConnection = (error: Error) =>
  console.warn(`PostgreSQL: a connection was lost and will be replaced (${error.message})`);

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open, so not one of the pool's. When it drops
 * (database restart, network), it is opened again after a second; changes notified meanwhile are
 * missed, which listeners cover by re-reading state when they (re)subscribe.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const reconnectLater = (): void => {
    if (!stopped) setTimeout(() => void connect().catch(reconnectLater), RECONNECT_DELAY_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.once('error', () => {
      // The connection is already broken: ending it only releases the socket, and it is not
      // ended again on stop (a second end() of a broken client never settles).
      if (client === next) client = null;
      next.end().then(reconnectLater, reconnectLater);
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    // Stopped while this connection was being opened: it is not needed any more.
    if (stopped) return void (await next.end());
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    await current?.end();
  };
}

export async function openPostgres(
  connectionString: string,
  { onConnectionLost = logLostConnection }: PostgresOptions = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS,
    // Notices a peer that vanished without closing the socket (a dead host, a dropped route).
    keepAlive: true,
  });
  pool.on('error', onConnectionLost);
  // The pool listens to idle connections only; one that breaks while a request holds it (between
  // two statements of a transaction) would otherwise raise an unhandled 'error'. Its next
  // statement fails instead ("not queryable", a 503), and the pool drops it when it is released.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => endPool(pool),
  };
}

/** How long closing waits for connections still checked out of the pool. */
const POOL_END_GRACE_MS = 5000;

/**
 * Ends the pool, waiting at most POOL_END_GRACE_MS for connections still in use: after a database
 * restart a connection can stay checked out (a request cut off mid-outage; seen about one run in
 * four of the outage test), and pool.end() would then wait for ever.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), POOL_END_GRACE_MS);
  });
  const ended = await Promise.race([pool.end().then(() => 'ended' as const), graceOver]);
  clearTimeout(timer);
  if (ended === 'grace over')
    console.warn(
      `PostgreSQL: ${pool.totalCount - pool.idleCount} connection(s) still in use at close; not waited for`,
    );
}

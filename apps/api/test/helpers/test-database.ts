// A fresh, migrated database per test file: PGlite in memory, or (NORI_TEST_DB=postgres) a
// uniquely named PostgreSQL database created from TEST_DATABASE_URL and dropped afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';

export const testDatabaseKind = process.env.NORI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves once it has asked its clients to end, before their connections are
 * gone; dropping the database 'with (force)' then kills those backends mid-goodbye and the
 * clients raise an unhandled FATAL 57P01. A pool that used many connections (concurrency tests)
 * hits it: wait up to 5 s for the backends to leave first.
 */
async function waitForBackendsToLeave(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function createPostgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'NORI_TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
  const name = `nori_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, async (client) => {
        await waitForBackendsToLeave(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle =
    testDatabaseKind === 'postgres' ? await createPostgresDatabase() : await openPglite(undefined);
  await handle.migrate();
  return handle;
}

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
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle =
    testDatabaseKind === 'postgres' ? await createPostgresDatabase() : await openPglite(undefined);
  await handle.migrate();
  return handle;
}

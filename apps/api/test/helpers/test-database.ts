// A fresh, migrated database per test file, cloned from the run's migrated template
// (setup/migrated-template.ts): PGlite in memory loaded from the template's dump, or
// (NORI_TEST_DB=postgres) a uniquely named PostgreSQL database created from the template database
// and dropped afterwards.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl, dropPostgresDatabase, postgresAdminUrl, withAdminClient } from './postgres-admin';

export const testDatabaseKind = process.env.NORI_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function clonePostgresTemplate(): Promise<DatabaseHandle> {
  const adminUrl = postgresAdminUrl();
  const name = `nori_test_${randomUUID().replaceAll('-', '')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  const handle = await openPostgres(databaseUrl(adminUrl, name));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropPostgresDatabase(adminUrl, name);
    },
  };
}

async function clonePgliteTemplate(): Promise<DatabaseHandle> {
  const dump = await readFile(inject('pgliteTemplateFile'));
  return openPglite(undefined, { loadDataDir: new Blob([dump]) });
}

export const createTestDatabase = (): Promise<DatabaseHandle> =>
  testDatabaseKind === 'postgres' ? clonePostgresTemplate() : clonePgliteTemplate();

// Vitest global setup of the API suites: migrates one database per run, which every test file
// then clones (test-database.ts) instead of creating and migrating its own. On PGlite a new
// in-memory database spends ~2.5 s in initdb and loading a dump of a migrated one ~0.6 s; on
// PostgreSQL a database is created from a migrated template.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/db/client';
import { databaseUrl, dropPostgresDatabase, postgresAdminUrl } from '../helpers/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the data directory of a migrated database (PGlite's dump format). */
    pgliteTemplateFile: string;
    /** PostgreSQL: the name of a migrated database to create test databases from. */
    postgresTemplate: string;
  }
}

async function pgliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const handle = await openPglite(undefined);
  await handle.migrate();
  // drizzle keeps its driver's client as $client; Database is typed for both drivers.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'nori-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplateFile', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = postgresAdminUrl();
  const name = `nori_template_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(databaseUrl(adminUrl, name));
  await handle.migrate();
  // A template must have no connections while databases are created from it.
  await handle.close();
  project.provide('postgresTemplate', name);
  return () => dropPostgresDatabase(adminUrl, name);
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  return project.config.env?.['NORI_TEST_DB'] === 'postgres'
    ? postgresTemplate(project)
    : pgliteTemplate(project);
}

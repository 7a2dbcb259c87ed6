// npm run catalog:import -- FILE: validates a catalog file and upserts its whole tenant in one
// transaction. A file with problems lists them all and changes nothing. Uses the configured
// database (DATABASE_URL, or PGlite in DATA_DIR: stop the server first; while it runs, its lock
// on DATA_DIR refuses the import, see db/data-dir-lock.ts).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { invocationDirectory, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { runCli } from './run-cli';
import { CatalogFileError } from '../errors';
import { createCatalogAdmin } from '../services/catalog-admin';

async function main(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error('Usage: npm run catalog:import -- path/to/chain.json');
    return 2;
  }
  const path = resolve(invocationDirectory(), args[0] ?? '');
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${path} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const result = await createCatalogAdmin(database.db).importCatalog(input);
    console.log(`Imported tenant '${result.tenantCode}' from ${path} (catalog version ${result.version}).`);
    return 0;
  } catch (error) {
    if (!(error instanceof CatalogFileError)) throw error;
    console.error(`${path}: nothing was imported.\n${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main);

// npm run catalog:export -- TENANT FILE: writes a tenant's whole catalog as a catalog file
// (the format catalog:import reads), collections ordered by id.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { invocationDirectory, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { runCli } from './run-cli';
import { ApiError } from '../errors';
import { createCatalogAdmin } from '../modules/catalog/services/catalog-admin';

async function main(args: string[]): Promise<number> {
  const [tenant, file] = args;
  if (!tenant || !file || args.length !== 2) {
    console.error('Usage: npm run catalog:export -- TENANT path/to/chain.json');
    return 2;
  }
  const path = resolve(invocationDirectory(), file);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const catalog = await createCatalogAdmin(database.db).exportCatalog(tenant);
    await writeFile(path, `${JSON.stringify(catalog, null, 2)}\n`);
    console.log(`Exported tenant '${tenant}' to ${path}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main);

// npm run catalog:import -- FILE [--server URL]: validates a catalog file and upserts its whole
// tenant in one transaction. A file with problems lists them all and changes nothing. Uses the
// configured database (DATABASE_URL, or PGlite in DATA_DIR while no server has it open: its lock
// on DATA_DIR refuses a second process, see db/data-dir-lock.ts), or, with --server, sends the
// file to that running server's operator call with OPERATOR_API_KEY (modules/catalog/routes/operator.ts).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { invocationDirectory, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { runCli } from './run-cli';
import { CatalogFileError } from '../errors';
import { createCatalogAdmin } from '../modules/catalog/services/catalog-admin';
import { OPERATOR_CATALOG_PATH } from '../modules/catalog/routes/operator';

async function main(args: string[]): Promise<number> {
  const serverAt = args.indexOf('--server');
  const server = serverAt === -1 ? null : args[serverAt + 1];
  const files =
    serverAt === -1 ? args : args.filter((_, index) => index !== serverAt && index !== serverAt + 1);
  if (files.length !== 1 || server === undefined) {
    console.error('Usage: npm run catalog:import -- path/to/chain.json [--server http://localhost:3000]');
    return 2;
  }
  const path = resolve(invocationDirectory(), files[0] ?? '');
  let input: unknown;
  try {
    input = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${path} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  if (server !== null) return importThroughServer(server, path, input);
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

/** Sends the file to a running server (its operator call), which imports and serves it at once. */
async function importThroughServer(server: string, path: string, input: unknown): Promise<number> {
  const key = process.env.OPERATOR_API_KEY;
  if (!key) {
    console.error('Set OPERATOR_API_KEY to the key the server was started with.');
    return 2;
  }
  const response = await fetch(new URL(OPERATOR_CATALOG_PATH, server), {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const answer = (await response.json().catch(() => null)) as
    { tenantCode: string; version: number; errors?: undefined } | { errors: { message: string }[] } | null;
  if (response.ok && answer && !answer.errors) {
    console.log(
      `Imported tenant '${answer.tenantCode}' from ${path} into ${server} (catalog version ${answer.version}).`,
    );
    return 0;
  }
  const message = answer?.errors?.map((error) => error.message).join('\n') ?? `HTTP ${response.status}`;
  console.error(`${path}: nothing was imported.\n${message}`);
  return 1;
}

await runCli(main);

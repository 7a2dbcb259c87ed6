// On the first start (a database without any tenant) the demo chain is imported, so `npm start`
// shows a working storefront with nothing else to set up.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { countTenants } from './repositories/tenants';
import type { CatalogAdmin } from './services/catalog-admin';

export const DEMO_CHAIN_FILE = fileURLToPath(new URL('../demo/demo-chain.json', import.meta.url));

export async function seedDemoChainIfEmpty(
  db: Database,
  admin: CatalogAdmin,
  log: FastifyBaseLogger,
  file = DEMO_CHAIN_FILE,
): Promise<void> {
  if ((await countTenants(db)) > 0) return;
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
    throw new Error(
      `The database has no restaurant chain yet and the demo chain file ${file} is missing. ` +
        'Restore it (git checkout apps/api/demo) or import a chain: npm run catalog:import -- path/to/chain.json',
    );
  });
  const result = await admin.importCatalog(JSON.parse(text));
  log.info(
    { tenant: result.tenantCode, version: result.version },
    'imported the demo chain into an empty database',
  );
}

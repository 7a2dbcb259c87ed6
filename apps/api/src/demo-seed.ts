// On the first start (a database without any tenant) the demo chain is imported, so `npm start`
// shows a working storefront with nothing else to set up.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import { findRestoConnection, listTenantRestoIds } from './modules/order-life/repositories/resto-connections';
import { countTenants, findTenantByCode } from './modules/catalog/repositories/tenants';
import type { RestoConnections } from './modules/order-life/services/resto-connections';
import type { CatalogAdmin } from './modules/catalog/services/catalog-admin';

/** The demo chain's tenant code (demo/demo-chain.json). */
export const DEMO_TENANT_CODE = 'demo';
export const DEMO_CHAIN_FILE = fileURLToPath(new URL('../demo/demo-chain.json', import.meta.url));

/**
 * Gives every restaurant of the demo chain without an API key the configured demo key
 * (DEMO_RESTO_API_KEY), so a demo or a browser test can drive orders through the restaurant API
 * without a set-up step. A key the restaurant already has stays: one `npm run resto:connect`
 * printed is in use by its kitchen, and a start must not silently replace it.
 */
export async function connectDemoRestos(
  db: Database,
  connections: RestoConnections,
  apiKey: string,
  tenantCode = DEMO_TENANT_CODE,
): Promise<void> {
  const tenant = await findTenantByCode(db, tenantCode);
  if (!tenant) return;
  for (const restoId of await listTenantRestoIds(db, tenant.id)) {
    if ((await findRestoConnection(db, restoId))?.apiKeyHash) continue;
    await connections.connect(restoId, { apiKey });
  }
}

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

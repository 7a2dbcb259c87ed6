// The operator's calls, with a key of their own (OPERATOR_API_KEY; not mounted without one). A
// catalog import into the running server (issue 20, finding 1): an embedded database opens in one
// process only, so `npm run catalog:import -- FILE --server URL` sends the file here rather than
// opening DATA_DIR beside the server. Imported through this app, the new catalog is served at once.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@nori/domain';
import { badRequest, CatalogFileError, catalogueError } from '../../../errors';
import type { CatalogAdmin } from '../services/catalog-admin';

export const OPERATOR_CATALOG_PATH = '/api/v1/operator/catalog';
/** A chain's catalog file: the demo chain with its translations is ~280 KB. */
const CATALOG_BODY_LIMIT = 8 * 1024 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

export async function operatorRoutes(app: FastifyInstance, options: { apiKey: string; admin: CatalogAdmin }) {
  const expected = digest(options.apiKey);
  const isOperator = (authorization: string | undefined) =>
    authorization?.startsWith('Bearer ') === true &&
    timingSafeEqual(digest(authorization.slice('Bearer '.length)), expected);

  app.post(OPERATOR_CATALOG_PATH, { bodyLimit: CATALOG_BODY_LIMIT }, async (request, reply) => {
    if (!isOperator(request.headers.authorization)) throw catalogueError(ERROR_CODES.authForbidden);
    try {
      const { tenantCode, version } = await options.admin.importCatalog(request.body);
      return reply.header('cache-control', 'no-store').send({ tenantCode, version });
    } catch (error) {
      // Every problem with its path, in the error shape; nothing was imported.
      if (error instanceof CatalogFileError) throw badRequest(error.message);
      throw error;
    }
  });
}

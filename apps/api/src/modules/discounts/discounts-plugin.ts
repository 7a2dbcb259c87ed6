// The automatic discounts module (issue 39): the office's editor of the chain's discounts, on the
// staff module's guard and audit log; a save raises the catalog version (the catalog module's).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { discountRoutes } from './routes/discount-routes';
import { createDiscountAdmin } from './services/discount-admin';

export async function discountsPlugin(app: FastifyInstance, { db, now }: { db: Database; now: () => Date }) {
  const admin = createDiscountAdmin(db, () => app.catalog.version.invalidate());
  await app.register(discountRoutes, { admin, now });
}

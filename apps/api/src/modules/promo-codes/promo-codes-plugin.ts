// The promo codes module (issue 39): the office's editor of the chain's codes, on the staff
// module's guard and audit log.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { promoCodeRoutes } from './routes/promo-code-routes';
import { createPromoCodeAdmin } from './services/promo-code-admin';

export interface PromoCodesPluginOptions {
  db: Database;
  now: () => Date;
}

export async function promoCodesPlugin(app: FastifyInstance, { db, now }: PromoCodesPluginOptions) {
  await app.register(promoCodeRoutes, { admin: createPromoCodeAdmin(db), now });
}

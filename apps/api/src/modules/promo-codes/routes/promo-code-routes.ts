// The office's promo code calls: owners and operators only (a manager runs a restaurant, not the
// chain's campaigns); the staff guard lets them in, the service audits every write.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { auditBy } from '../../staff/repositories/audit-log';
import { requireStaff, signedInStaff } from '../../staff/routes/staff-guard';
import type { PromoCodeAdmin } from '../services/promo-code-admin';

const chainStaff = { preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR'] }) };

export async function promoCodeRoutes(
  app: FastifyInstance,
  options: { admin: PromoCodeAdmin; now: () => Date },
) {
  const { admin, now } = options;
  const actor = (request: FastifyRequest) => ({ ...auditBy(request), at: now() });
  const chainOf = (request: FastifyRequest) => signedInStaff(request).tenantId;

  mountRoute(
    app,
    endpoints.listPromoCodes,
    async ({ request }) => ({ promoCodes: await admin.list(chainOf(request)) }),
    chainStaff,
  );

  mountRoute(
    app,
    endpoints.createPromoCode,
    async ({ body, request }) => ({ promoCode: await admin.create(chainOf(request), body, actor(request)) }),
    chainStaff,
  );

  mountRoute(
    app,
    endpoints.updatePromoCode,
    async ({ params, body, request }) => ({
      promoCode: await admin.update(chainOf(request), params.code, body, actor(request)),
    }),
    chainStaff,
  );

  mountRoute(
    app,
    endpoints.generatePromoCodes,
    async ({ body, request }) => ({ codes: await admin.generate(chainOf(request), body, actor(request)) }),
    chainStaff,
  );
}

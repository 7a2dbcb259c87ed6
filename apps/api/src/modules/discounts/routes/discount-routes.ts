// The office's automatic discount calls: owners and operators only, as for promo codes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { auditBy } from '../../staff/repositories/audit-log';
import { requireStaff, signedInStaff } from '../../staff/routes/staff-guard';
import type { DiscountAdmin } from '../services/discount-admin';

const chainStaff = { preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR'] }) };

export async function discountRoutes(
  app: FastifyInstance,
  options: { admin: DiscountAdmin; now: () => Date },
) {
  const { admin, now } = options;
  const actor = (request: FastifyRequest) => ({ ...auditBy(request), at: now() });
  const chainOf = (request: FastifyRequest) => signedInStaff(request).tenantId;

  mountRoute(
    app,
    endpoints.listDiscounts,
    async ({ request }) => ({ discounts: await admin.list(chainOf(request)) }),
    chainStaff,
  );
  mountRoute(
    app,
    endpoints.createDiscount,
    async ({ body, request }) => ({ discount: await admin.create(chainOf(request), body, actor(request)) }),
    chainStaff,
  );
  mountRoute(
    app,
    endpoints.updateDiscount,
    async ({ params, body, request }) => ({
      discount: await admin.update(chainOf(request), params.discountId, body, actor(request)),
    }),
    chainStaff,
  );
}

// The owners' calls: the chain's accounts and the audit log.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { auditBy } from '../repositories/audit-log';
import type { StaffAdmin } from '../services/staff-admin';
import { requireStaff, signedInStaff } from './staff-guard';
import { staffAccountView } from '../services/staff-view';

const ownersOnly = { preHandler: requireStaff({ roles: ['OWNER'] }) };

export async function staffAdminRoutes(
  app: FastifyInstance,
  options: { admin: StaffAdmin; now: () => Date },
) {
  const { admin, now } = options;
  const actor = (request: Parameters<typeof auditBy>[0]) => ({ ...auditBy(request), at: now() });
  const chainOf = (request: Parameters<typeof auditBy>[0]) => signedInStaff(request).tenantId;

  mountRoute(
    app,
    endpoints.listStaff,
    async ({ request }) => ({ staff: (await admin.list(chainOf(request))).map(staffAccountView) }),
    ownersOnly,
  );

  mountRoute(
    app,
    endpoints.createStaff,
    async ({ body, request }) => {
      const created = await admin.create(chainOf(request), body, actor(request));
      return { staff: staffAccountView(created.staff), oneTimePassword: created.oneTimePassword! };
    },
    ownersOnly,
  );

  mountRoute(
    app,
    endpoints.updateStaff,
    async ({ params, body, request }) => ({
      staff: staffAccountView(await admin.update(chainOf(request), params.staffId, body, actor(request))),
    }),
    ownersOnly,
  );

  mountRoute(
    app,
    endpoints.revokeStaffSessions,
    async ({ params, request }) => admin.revokeSessions(chainOf(request), params.staffId, actor(request)),
    ownersOnly,
  );

  mountRoute(
    app,
    endpoints.listStaffAudit,
    async ({ query, request }) => admin.audit(chainOf(request), query.before, query.limit),
    ownersOnly,
  );
}

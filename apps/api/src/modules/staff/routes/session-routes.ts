// The calls of one's own session and account: sign in and out, me, password, TOTP, and the
// restaurants one may open. Thin: schema in (mountRoute), one service call, schema out.
import type { FastifyInstance } from 'fastify';
import { endpoints, STAFF_ROLES } from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import { clearSessionCookie, setSessionCookie } from '../services/session-cookie';
import type { StaffConfig } from '../staff-config';
import { requireStaff, signedInStaff } from './staff-guard';
import type { StaffSessions } from '../services/staff-sessions';
import type { MyAccount } from '../services/my-account';
import { listTenantRestos } from '../repositories/staff-repository';
import { staffView } from '../services/staff-view';
import type { Database } from '../../../db/client';
import { auditBy } from '../repositories/audit-log';

export interface SessionRoutesOptions {
  db: Database;
  config: StaffConfig;
  sessions: StaffSessions;
  account: MyAccount;
  now: () => Date;
}

const anyone = { roles: STAFF_ROLES };
/** Open to an account that must first change its password or set up TOTP. */
const anyonePending = { roles: STAFF_ROLES, pending: true };

export async function sessionRoutes(app: FastifyInstance, options: SessionRoutesOptions) {
  const { db, config, sessions, account, now } = options;
  const actor = (request: Parameters<typeof auditBy>[0]) => ({
    ...auditBy(request),
    clientAddress: request.ip,
    at: now(),
  });

  mountRoute(app, endpoints.signInStaff, async ({ body, request, reply }) => {
    const signedIn = await sessions.signIn(body, request.ip, now());
    setSessionCookie(request, reply, signedIn.token, config.maxAgeMs);
    return { staff: staffView(signedIn.account) };
  });

  mountRoute(
    app,
    endpoints.signOutStaff,
    async ({ request, reply }) => {
      await sessions.signOut(signedInStaff(request).sessionHash, now());
      clearSessionCookie(request, reply);
    },
    { preHandler: requireStaff(anyonePending) },
  );

  mountRoute(
    app,
    endpoints.getStaffMe,
    async ({ request }) => ({ staff: staffView(await account.me(signedInStaff(request))) }),
    { preHandler: requireStaff(anyonePending) },
  );

  mountRoute(
    app,
    endpoints.changeStaffPassword,
    async ({ body, request }) => {
      const who = signedInStaff(request);
      const changed = await account.changePassword(
        who,
        body.currentPassword,
        body.newPassword,
        actor(request),
      );
      return { staff: staffView(changed) };
    },
    { preHandler: requireStaff(anyonePending) },
  );

  mountRoute(
    app,
    endpoints.startStaffTotp,
    async ({ request }) => account.startTotp(signedInStaff(request), actor(request)),
    { preHandler: requireStaff(anyonePending) },
  );

  mountRoute(
    app,
    endpoints.confirmStaffTotp,
    async ({ body, request }) => ({
      staff: staffView(await account.confirmTotp(signedInStaff(request), body.code, actor(request))),
    }),
    { preHandler: requireStaff(anyonePending) },
  );

  mountRoute(
    app,
    endpoints.listOfficeRestos,
    async ({ request }) => {
      const who = signedInStaff(request);
      const only = who.role === 'MANAGER' ? who.restoIds : undefined;
      return { restos: await listTenantRestos(db, who.tenantId, only) };
    },
    { preHandler: requireStaff(anyone) },
  );
}

// The one place staff calls are let in. requireStaff gives a route its preHandler: it finds the
// session behind the nori_staff cookie (a bearer token counts for nothing here), refuses 401
// staff.unauthenticated without a live one, 403 staff.forbidden for a role not listed or a
// restaurant the staff member may not open, and sets request.staff. Owners and operators open any
// restaurant of their chain; managers only those assigned to them.
//
//   mountRoute(app, endpoints.getDesk, handler, {
//     preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR', 'MANAGER'], resto: restoIdParam }),
//   });
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StaffRole } from '@nori/contract';
import { sessionTokenOf } from '../services/session-cookie';
import { officeError } from '../services/staff-errors';
import type { StaffPrincipal } from '../services/staff-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** The staff module's session lookup and restaurant check, for requireStaff. */
    staffAccess: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member, once requireStaff let the request in. */
    staff?: StaffPrincipal;
  }
}

export interface StaffAccess {
  authenticate(token: string): Promise<StaffPrincipal | undefined>;
  /** Whether the restaurant is one of the chain's. */
  isChainResto(tenantId: number, restoId: number): Promise<boolean>;
}

export interface StaffGuardOptions {
  roles: readonly StaffRole[];
  /** The restaurant the call is about (from its path); checked against the staff member's. */
  resto?: (request: FastifyRequest) => number | undefined;
  /**
   * Open while the account still has to change its one-time password or set up a required TOTP:
   * only the calls that do that (and reading oneself, signing out).
   */
  pending?: boolean;
}

/** The {restoId} of the path, for `resto`: undefined when it is not a positive integer. */
export const restoIdParam = (request: FastifyRequest): number | undefined => {
  const value = Number((request.params as { restoId?: unknown }).restoId);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

async function mayOpenResto(access: StaffAccess, staff: StaffPrincipal, restoId: number | undefined) {
  if (restoId === undefined) return false;
  if (staff.role === 'MANAGER' && !staff.restoIds.includes(restoId)) return false;
  return access.isChainResto(staff.tenantId, restoId);
}

export function requireStaff(options: StaffGuardOptions): preHandlerAsyncHookHandler {
  return async function staffGuard(request) {
    const access = request.server.staffAccess;
    const token = sessionTokenOf(request);
    const staff = token === undefined ? undefined : await access.authenticate(token);
    if (!staff) throw officeError('staff.unauthenticated');
    if (!options.pending) {
      if (staff.passwordChangeRequired) throw officeError('staff.password-change-required');
      if (staff.totpSetupRequired) throw officeError('staff.totp-setup-required');
    }
    if (!options.roles.includes(staff.role)) throw officeError('staff.forbidden');
    if (options.resto && !(await mayOpenResto(access, staff, options.resto(request))))
      throw officeError('staff.forbidden');
    request.staff = staff;
  };
}

/** The staff member requireStaff let in; a route without the guard has none (a bug: 401). */
export function signedInStaff(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw officeError('staff.unauthenticated');
  return request.staff;
}

// Restaurants in the office's calls: the check every editor makes of those a write names (promo
// codes, discounts: all the chain's, or 422 staff.resto-unknown; null means every one), and which
// of them a staff member's lists and figures cover.
import type { Database } from '../../../db/client';
import { restoIdsOfTenant } from '../repositories/staff-repository';
import { officeError } from './staff-errors';
import type { StaffPrincipal } from './staff-sessions';

export async function requireChainRestos(
  db: Database,
  tenantId: number,
  restoIds: readonly number[] | null,
): Promise<void> {
  if (restoIds === null) return;
  const unique = [...new Set(restoIds)];
  if ((await restoIdsOfTenant(db, tenantId, unique)).length !== unique.length)
    throw officeError('staff.resto-unknown');
}

export type RestoViewer = Pick<StaffPrincipal, 'role' | 'restoIds'>;

/**
 * The restaurants a staff member's lists and figures cover: one asked for (403 staff.forbidden
 * when a manager asks for one not theirs), a manager's own, or null for every one of the chain.
 */
export function visibleRestos(viewer: RestoViewer, asked: number | undefined): number[] | null {
  const own = viewer.role === 'MANAGER' ? viewer.restoIds : null;
  if (asked === undefined) return own;
  if (own && !own.includes(asked)) throw officeError('staff.forbidden');
  return [asked];
}

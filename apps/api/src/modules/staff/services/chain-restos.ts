// The check every office editor makes of the restaurants a write names (promo codes, discounts):
// all of them the chain's, or 422 staff.resto-unknown. null means every restaurant of the chain.
import type { Database } from '../../../db/client';
import { restoIdsOfTenant } from '../repositories/staff-repository';
import { officeError } from './staff-errors';

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

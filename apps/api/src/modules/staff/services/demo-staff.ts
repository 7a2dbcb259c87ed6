// The demo chain's staff (development and tests, never production): owner@demo.nori and
// manager@demo.nori (manager of the demo chain's first restaurant, the one with the smallest id),
// both with DEMO_STAFF_PASSWORD, created when missing and announced at start like the SMS inbox.
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { StaffRole } from '@nori/contract';
import { OFFICE_ERROR_CODES } from '@nori/domain';
import { ApiError } from '../../../errors';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { restos } from '../../../db/schema';
import { DEMO_TENANT_CODE } from '../../../demo-seed';
import { addStaff } from './add-staff';
import { findOfficeTenant } from '../repositories/office-tenant';
import { findStaffByEmail } from '../repositories/staff-repository';

export const DEMO_OWNER_EMAIL = 'owner@demo.nori';
export const DEMO_MANAGER_EMAIL = 'manager@demo.nori';

async function addIfMissing(
  db: Database,
  tenantId: number,
  email: string,
  role: StaffRole,
  restoIds: number[],
  password: string,
  now: Date,
) {
  if (await findStaffByEmail(db, tenantId, email)) return;
  const name = role === 'OWNER' ? 'Demo owner' : 'Demo manager';
  await addStaff(db, { tenantId, email, name, role, restoIds, password }, { staffId: null, at: now }).catch(
    // Another node starting at the same moment added it first.
    (error: unknown) => {
      if (!(error instanceof ApiError && error.code === OFFICE_ERROR_CODES.staffEmailTaken)) throw error;
    },
  );
}

export async function seedDemoStaff(
  db: Database,
  options: { nodeEnv: Config['nodeEnv']; password: string; log: FastifyBaseLogger; now?: Date },
): Promise<void> {
  // A known password on a known email: never where real orders are.
  if (options.nodeEnv === 'production') return;
  const tenant = await findOfficeTenant(db, DEMO_TENANT_CODE);
  if (!tenant) return;
  const now = options.now ?? new Date();
  const [first] = await db
    .select({ id: restos.id })
    .from(restos)
    .where(eq(restos.tenantId, tenant.id))
    .orderBy(asc(restos.id))
    .limit(1);
  await addIfMissing(db, tenant.id, DEMO_OWNER_EMAIL, 'OWNER', [], options.password, now);
  await addIfMissing(
    db,
    tenant.id,
    DEMO_MANAGER_EMAIL,
    'MANAGER',
    first ? [first.id] : [],
    options.password,
    now,
  );
  options.log.info(
    { owner: DEMO_OWNER_EMAIL, manager: DEMO_MANAGER_EMAIL, password: options.password, signIn: '/office' },
    `Demo staff (development only): sign in at /office as ${DEMO_OWNER_EMAIL} or ${DEMO_MANAGER_EMAIL} with the password '${options.password}'`,
  );
}

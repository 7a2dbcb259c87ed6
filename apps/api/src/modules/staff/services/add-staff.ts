// Adding an account: the one way both an owner's call and the command line create staff. With
// no password given, a one-time one is made that must be changed at the first sign-in. The
// account and its audit entry are written in one transaction.
import type { StaffRole } from '@nori/contract';
import type { Database } from '../../../db/client';
import { recordAudit } from '../repositories/audit-log';
import { hashPassword, oneTimePassword } from './passwords';
import { officeError } from './staff-errors';
import {
  findStaffById,
  insertStaff,
  replaceStaffRestos,
  restoIdsOfTenant,
  type StaffRecord,
} from '../repositories/staff-repository';
import { auditedStaff } from './staff-view';

export interface NewStaff {
  tenantId: number;
  email: string;
  name: string;
  role: StaffRole;
  restoIds: number[];
  /** Unset: a printed one-time password, changed at the first sign-in. */
  password?: string;
}

export interface Actor {
  /** Null for the command line. */
  staffId: number | null;
  requestId?: string | null;
  clientAddress?: string | null;
  at: Date;
}

/** A manager's restaurants must all be the chain's: 422 staff.resto-unknown otherwise. */
export async function checkedRestoIds(db: Database, tenantId: number, role: StaffRole, ids: number[]) {
  if (role !== 'MANAGER') return [];
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const known = await restoIdsOfTenant(db, tenantId, unique);
  if (known.length !== unique.length) throw officeError('staff.resto-unknown');
  return unique;
}

export async function addStaff(
  db: Database,
  input: NewStaff,
  actor: Actor,
): Promise<{ staff: StaffRecord; oneTimePassword: string | undefined }> {
  const restoIds = await checkedRestoIds(db, input.tenantId, input.role, input.restoIds);
  const oneTime = input.password === undefined ? oneTimePassword() : undefined;
  const passwordHash = await hashPassword(input.password ?? oneTime!);
  const staff = await db.transaction(async (tx) => {
    const row = await insertStaff(tx, {
      tenantId: input.tenantId,
      email: input.email.trim().toLowerCase(),
      name: input.name,
      role: input.role,
      passwordHash,
      passwordChangeRequired: oneTime !== undefined,
      createdAt: actor.at,
      updatedAt: actor.at,
    });
    if (!row) throw officeError('staff.email-taken');
    await replaceStaffRestos(tx, row.id, restoIds);
    const record = (await findStaffById(tx, row.id))!;
    await recordAudit(tx, {
      ...actor,
      tenantId: input.tenantId,
      action: 'staff.create',
      target: `staff:${row.id}`,
      before: null,
      after: auditedStaff(record),
    });
    return record;
  });
  return { staff, oneTimePassword: oneTime };
}

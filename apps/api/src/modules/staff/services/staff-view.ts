// The staff member as the contract shows it: never the password hash nor the TOTP secret.
import type { Staff, StaffAccount } from '@nori/contract';
import type { RestoId } from '@nori/domain';
import type { StaffRecord } from '../repositories/staff-repository';

export const staffView = (record: StaffRecord): Staff => ({
  id: record.id,
  email: record.email,
  name: record.name,
  role: record.role,
  restoIds: record.role === 'MANAGER' ? (record.restoIds as RestoId[]) : [],
  totpEnabled: record.totpSecret !== null,
  totpRequired: record.totpRequired,
  passwordChangeRequired: record.passwordChangeRequired,
});

export const staffAccountView = (record: StaffRecord): StaffAccount => ({
  ...staffView(record),
  disabled: record.disabled,
  createdAt: record.createdAt.toISOString(),
});

/** What the audit log keeps of an account: what an owner may change, nothing secret. */
export const auditedStaff = (record: StaffRecord) => ({
  email: record.email,
  name: record.name,
  role: record.role,
  restoIds: record.restoIds,
  disabled: record.disabled,
  totpRequired: record.totpRequired,
  totpEnabled: record.totpSecret !== null,
  passwordChangeRequired: record.passwordChangeRequired,
});

// What owners do to the chain's accounts: list, add (with a one-time password), change role,
// restaurants, TOTP requirement, disable, end sessions; and read the audit log. A change that would
// leave the chain without an active owner is refused. Every write is audited with before/after.
import type { StaffCreateInput, StaffUpdateInput } from '@nori/contract';
import type { Database } from '../../../db/client';
import { addStaff, checkedRestoIds, type Actor } from './add-staff';
import { listAudit, recordAudit } from '../repositories/audit-log';
import { revokeSessionsOf } from '../repositories/session-repository';
import { officeError } from './staff-errors';
import {
  countOtherActiveOwners,
  findStaffById,
  listStaffOf,
  replaceStaffRestos,
  updateStaffRow,
  type StaffRecord,
} from '../repositories/staff-repository';
import { auditedStaff } from './staff-view';

export function createStaffAdmin(db: Database) {
  const loadOfChain = async (tenantId: number, staffId: number): Promise<StaffRecord> => {
    const record = await findStaffById(db, staffId);
    if (!record || record.tenantId !== tenantId) throw officeError('staff.not-found');
    return record;
  };

  return {
    list: (tenantId: number) => listStaffOf(db, tenantId),

    create: (tenantId: number, input: StaffCreateInput, actor: Actor) =>
      addStaff(db, { tenantId, ...input }, actor),

    async update(tenantId: number, staffId: number, input: StaffUpdateInput, actor: Actor) {
      const before = await loadOfChain(tenantId, staffId);
      const role = input.role ?? before.role;
      const disabled = input.disabled ?? before.disabled;
      const stillOwner = role === 'OWNER' && !disabled;
      if (before.role === 'OWNER' && !before.disabled && !stillOwner)
        if ((await countOtherActiveOwners(db, tenantId, staffId)) === 0)
          throw officeError('staff.last-owner');
      const restoIds =
        input.restoIds !== undefined || input.role !== undefined
          ? await checkedRestoIds(db, tenantId, role, input.restoIds ?? before.restoIds)
          : undefined;
      return db.transaction(async (tx) => {
        await updateStaffRow(tx, staffId, {
          role,
          disabled,
          ...(input.name !== undefined && { name: input.name }),
          ...(input.totpRequired !== undefined && { totpRequired: input.totpRequired }),
          updatedAt: actor.at,
        });
        if (restoIds) await replaceStaffRestos(tx, staffId, restoIds);
        // A disabled account is signed out everywhere at once.
        if (disabled && !before.disabled) await revokeSessionsOf(tx, staffId, actor.at);
        const after = (await findStaffById(tx, staffId))!;
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'staff.update',
          target: `staff:${staffId}`,
          before: auditedStaff(before),
          after: auditedStaff(after),
        });
        return after;
      });
    },

    async revokeSessions(tenantId: number, staffId: number, actor: Actor) {
      await loadOfChain(tenantId, staffId);
      await db.transaction(async (tx) => {
        const ended = await revokeSessionsOf(tx, staffId, actor.at);
        await recordAudit(tx, {
          ...actor,
          tenantId,
          action: 'staff.sessions-revoke',
          target: `staff:${staffId}`,
          before: null,
          after: { sessionsEnded: ended },
        });
      });
    },

    async audit(tenantId: number, before: number | undefined, limit: number) {
      const rows = await listAudit(db, tenantId, before, limit + 1);
      const entries = rows.slice(0, limit).map((row) => ({ ...row, at: row.at.toISOString() }));
      return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;

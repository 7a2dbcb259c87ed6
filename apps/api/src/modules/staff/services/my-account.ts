// What every staff member may do to their own account: read it, change the password (which ends
// their other sessions) and set up TOTP. Each write is audited.
import type { Database } from '../../../db/client';
import type { Actor } from './add-staff';
import { recordAudit } from '../repositories/audit-log';
import { hashPassword, verifyPassword } from './passwords';
import type { SecretBox } from './secret-box';
import { revokeSessionsOf } from '../repositories/session-repository';
import type { SignInThrottle } from './sign-in-throttle';
import { officeError } from './staff-errors';
import { findStaffById, updateStaffRow, type StaffRecord } from '../repositories/staff-repository';
import type { StaffPrincipal } from './staff-sessions';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import { tenantName } from '../repositories/office-tenant';

export interface MyAccountDeps {
  db: Database;
  throttle: SignInThrottle;
  box: SecretBox;
}

export function createMyAccount({ db, throttle, box }: MyAccountDeps) {
  const load = async (id: number): Promise<StaffRecord> => {
    const record = await findStaffById(db, id);
    if (!record) throw officeError('staff.unauthenticated');
    return record;
  };

  return {
    me: (who: StaffPrincipal) => load(who.id),

    async changePassword(
      who: StaffPrincipal,
      current: string,
      next: string,
      actor: Actor & { clientAddress: string },
    ) {
      const key = { tenantId: who.tenantId, email: who.email, clientAddress: actor.clientAddress };
      const attempt = await throttle.begin(key, actor.at);
      const record = await load(who.id);
      if (!(await verifyPassword(record.passwordHash, current))) {
        await attempt.failed();
        throw officeError('staff.password-wrong');
      }
      await attempt.forget();
      const passwordHash = await hashPassword(next);
      return db.transaction(async (tx) => {
        await updateStaffRow(tx, who.id, {
          passwordHash,
          passwordChangeRequired: false,
          updatedAt: actor.at,
        });
        const ended = await revokeSessionsOf(tx, who.id, actor.at, who.sessionHash);
        await recordAudit(tx, {
          ...actor,
          tenantId: who.tenantId,
          action: 'staff.password-change',
          target: `staff:${who.id}`,
          before: { passwordChangeRequired: record.passwordChangeRequired },
          after: { passwordChangeRequired: false, otherSessionsEnded: ended },
        });
        return (await findStaffById(tx, who.id))!;
      });
    },

    /** A new secret, kept aside until a code from it is confirmed. */
    async startTotp(who: StaffPrincipal, actor: Actor) {
      const secret = newTotpSecret();
      const issuer = (await tenantName(db, who.tenantId)) ?? 'Nori';
      await db.transaction(async (tx) => {
        await updateStaffRow(tx, who.id, { totpPendingSecret: box.seal(secret), updatedAt: actor.at });
        await recordAudit(tx, {
          ...actor,
          tenantId: who.tenantId,
          action: 'staff.totp-start',
          target: `staff:${who.id}`,
          before: null,
          after: { totpPending: true },
        });
      });
      return { secret, otpauthUrl: otpauthUrl(secret, issuer, who.email) };
    },

    async confirmTotp(who: StaffPrincipal, code: string, actor: Actor & { clientAddress: string }) {
      const record = await load(who.id);
      const secret = record.totpPendingSecret && box.open(record.totpPendingSecret);
      if (!secret) throw officeError('staff.totp-not-started');
      const key = { tenantId: who.tenantId, email: who.email, clientAddress: actor.clientAddress };
      const attempt = await throttle.begin(key, actor.at);
      const step = matchTotp(secret, code, actor.at);
      if (step === undefined) {
        await attempt.failed();
        // A wrong code here is a refused input, not a failed sign-in: 422, the session stays.
        throw officeError('staff.totp-invalid', { status: 422 });
      }
      await attempt.forget();
      return db.transaction(async (tx) => {
        await updateStaffRow(tx, who.id, {
          totpSecret: record.totpPendingSecret,
          totpPendingSecret: null,
          totpLastStep: step,
          updatedAt: actor.at,
        });
        await recordAudit(tx, {
          ...actor,
          tenantId: who.tenantId,
          action: 'staff.totp-enable',
          target: `staff:${who.id}`,
          before: { totpEnabled: record.totpSecret !== null },
          after: { totpEnabled: true },
        });
        return (await findStaffById(tx, who.id))!;
      });
    },
  };
}

export type MyAccount = ReturnType<typeof createMyAccount>;

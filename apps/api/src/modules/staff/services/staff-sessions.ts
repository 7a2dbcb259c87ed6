// Signing staff in and out, and finding the session behind a cookie. A sign-in checks the caps on
// wrong attempts first, then the password (an unknown email costs the same argon2 time as a known
// one), then the TOTP code when the account has one; every wrong answer is recorded.
import type { StaffRole } from '@nori/contract';
import type { Database } from '../../../db/client';
import { findOfficeTenant } from '../repositories/office-tenant';
import { verifyNothing, verifyPassword } from './passwords';
import type { SecretBox } from './secret-box';
import { hashSessionToken, newSessionToken } from './session-cookie';
import {
  findLiveSession,
  insertSession,
  revokeSession,
  sweepSessions,
  touchSession,
} from '../repositories/session-repository';
import type { Attempt, SignInThrottle } from './sign-in-throttle';
import type { StaffConfig } from '../staff-config';
import { officeError } from './staff-errors';
import {
  findStaffByEmail,
  findStaffById,
  findStaffRestoIds,
  updateStaffRow,
  type StaffRecord,
} from '../repositories/staff-repository';
import { matchTotp } from './totp';

/** Who a request's session belongs to, as the guard sets it on request.staff. */
export interface StaffPrincipal {
  id: number;
  tenantId: number;
  email: string;
  role: StaffRole;
  restoIds: number[];
  /** The SHA-256 of this session's token: sign-out and a password change keep or end it. */
  sessionHash: string;
  /** Only the password change is open (a one-time password). */
  passwordChangeRequired: boolean;
  /** An owner requires TOTP and it is not set up: only setting it up is open. */
  totpSetupRequired: boolean;
}

export interface SignInInput {
  email: string;
  password: string;
  totpCode?: string | undefined;
}

/** With no chain to sign in to, nothing is counted (and nothing can succeed). */
const UNCOUNTED: Attempt = { failed: async () => {}, succeeded: async () => {}, forget: async () => {} };

/** Last-seen is written at most this often: not a write on every request. */
const TOUCH_EVERY_MS = 60_000;

export function createStaffSessions(
  db: Database,
  config: StaffConfig,
  throttle: SignInThrottle,
  box: SecretBox,
) {
  async function checkTotp(account: StaffRecord, code: string | undefined, attempt: Attempt, now: Date) {
    if (account.totpSecret === null) return;
    if (code === undefined) {
      await attempt.forget();
      throw officeError('staff.totp-required');
    }
    const secret = box.open(account.totpSecret);
    const step = secret === undefined ? undefined : matchTotp(secret, code, now, account.totpLastStep ?? -1);
    if (step === undefined) {
      await attempt.failed();
      throw officeError('staff.totp-invalid');
    }
    await updateStaffRow(db, account.id, { totpLastStep: step });
  }

  async function startSession(account: StaffRecord, clientAddress: string, now: Date) {
    const token = newSessionToken();
    await insertSession(db, {
      idHash: hashSessionToken(token),
      staffId: account.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + config.maxAgeMs),
      clientAddress,
    });
    return token;
  }

  return {
    /** Signs in; returns the account and the cookie's token. Throws the contract's 401/429 errors. */
    async signIn(input: SignInInput, clientAddress: string, now: Date) {
      const tenant = await findOfficeTenant(db, config.tenantCode);
      const attempt = tenant
        ? await throttle.begin({ tenantId: tenant.id, email: input.email, clientAddress }, now)
        : UNCOUNTED;
      const row = tenant && (await findStaffByEmail(db, tenant.id, input.email));
      const passwordRight = row
        ? await verifyPassword(row.passwordHash, input.password)
        : await verifyNothing(input.password);
      if (!row || !passwordRight || row.disabled) {
        await attempt.failed();
        throw officeError('staff.credentials-invalid');
      }
      const account = (await findStaffById(db, row.id))!;
      await checkTotp(account, input.totpCode, attempt, now);
      await attempt.succeeded();
      await sweepSessions(db, now);
      return { account, token: await startSession(account, clientAddress, now) };
    },

    /** The principal of a live session, or undefined (no such session, expired, revoked, disabled). */
    async authenticate(token: string, now: Date): Promise<StaffPrincipal | undefined> {
      const sessionHash = hashSessionToken(token);
      const found = await findLiveSession(db, sessionHash, now, config.idleMs);
      if (!found) return undefined;
      if (now.getTime() - found.session.lastSeenAt.getTime() >= TOUCH_EVERY_MS)
        await touchSession(db, sessionHash, now);
      const { account } = found;
      // Two queries a call at most: owners and operators have no restaurants to read.
      const restoIds = account.role === 'MANAGER' ? await findStaffRestoIds(db, account.id) : [];
      return {
        id: account.id,
        tenantId: account.tenantId,
        email: account.email,
        role: account.role,
        restoIds,
        sessionHash,
        passwordChangeRequired: account.passwordChangeRequired,
        totpSetupRequired: account.totpRequired && account.totpSecret === null,
      };
    },

    signOut: (sessionHash: string, now: Date) => revokeSession(db, sessionHash, now),
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

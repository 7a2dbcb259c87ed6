// The staff side (issue 37): accounts of a chain's owners, operators and managers, the
// restaurants a manager runs, their sessions, their sign-in attempts (counted by every node, so
// the caps hold across nodes) and the audit log of every staff write. Staff are not customers:
// nothing here points at persons, nor the other way.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { restos } from './places';
import { tenantId } from './tenants';

export type StaffRoleColumn = 'OWNER' | 'OPERATOR' | 'MANAGER';

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Lower-cased and trimmed before it is stored or looked up. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRoleColumn>().notNull(),
    /** An argon2id PHC string ($argon2id$v=19$m=…); never the password. */
    passwordHash: text('password_hash').notNull(),
    /** Set by a one-time password (CLI, an owner's new account): only a password change is open. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** The confirmed TOTP secret, encrypted (AES-256-GCM); null: no second factor. Never answered. */
    totpSecret: text('totp_secret'),
    /** A secret being set up, encrypted, until a code from it is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last 30-second step a code was accepted for: a code is good once (RFC 6238 §5.2). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** An owner requires a second factor for this account. */
    totpRequired: boolean('totp_required').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [uniqueIndex('staff_accounts_tenant_email_idx').on(table.tenantId, table.email)],
);

/** The restaurants a manager runs (owners and operators have none: they see all). */
export const staffRestos = pgTable(
  'staff_restos',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    // A restaurant dropped from the catalog takes its assignments with it.
    restoId: integer('resto_id')
      .notNull()
      .references(() => restos.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.restoId] })],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** Hex SHA-256 of the cookie's 256-bit random token: a database read gives no usable cookie. */
    idHash: text('id_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    /** Moved forward at most once a minute; idle expiry counts from it. */
    lastSeenAt: instant('last_seen_at').notNull(),
    /** The absolute expiry: created_at plus the longest a session may live. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    clientAddress: text('client_address'),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Every sign-in attempt (and every wrong current password or TOTP code), by the email tried and
 * the client's address: the caps count failures in a window, and a success marks the client as
 * one the account knows. Rows older than the longest window are swept.
 */
export const staffSignInAttempts = pgTable(
  'staff_sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: instant('at').notNull(),
  },
  (table) => [
    index('staff_sign_in_attempts_email_idx').on(table.tenantId, table.email, table.at),
    index('staff_sign_in_attempts_client_idx').on(table.clientAddress, table.at),
  ],
);

export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** Who; null for the command line (npm run staff:add). */
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** What, e.g. 'staff.create'; on what, e.g. 'staff:12'. */
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: instant('at').notNull(),
    requestId: text('request_id'),
    clientAddress: text('client_address'),
  },
  (table) => [index('staff_audit_log_tenant_idx').on(table.tenantId, sql`${table.id} desc`)],
);

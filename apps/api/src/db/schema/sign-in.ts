// Sign-in state that every API node must share, so it lives here and not in process memory:
// SMS codes (keyed hashes only), abuse counters, sessions (one per sign-in, the refresh token
// family) and their refresh tokens (hashed).
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SignInSource } from '@nori/domain';
import { instant } from './columns';
import { persons } from './persons';
import { tenants } from './tenants';

/** The current SMS code of a phone; one row per number, replaced when a new code is sent. */
export const signInCodes = pgTable('sign_in_codes', {
  phone: text('phone').primaryKey(),
  tenantId: integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  /** HMAC-SHA-256 of phone and code with the server's secret; '' once the code cannot be used. */
  codeHash: text('code_hash').notNull(),
  sentAt: instant('sent_at').notNull(),
  expiresAt: instant('expires_at').notNull(),
  wrongAttempts: integer('wrong_attempts').notNull().default(0),
  usedAt: instant('used_at'),
  /**
   * No code is sent or checked for this number until then. No longer set (issue 20): running out of
   * tries locks the number for one client address (rate_limits); rows locked before still count.
   */
  lockedUntil: instant('locked_until'),
});

/** Fixed-window counters ('phone:+7…', 'ip:…', 'prefix:…', 'tenant:…'), one row per key. */
export const signInLimits = pgTable('sign_in_limits', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  count: integer('count').notNull(),
});

/** One sign-in: the family of refresh tokens it rotates through; revoking it ends them all. */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    id: uuid('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    source: text('source').$type<SignInSource>().notNull(),
    /** VK ID's own access token, handed back to the storefront (it logs out of VK ID with it). */
    vkAccessToken: text('vk_access_token'),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('sign_in_sessions_person_idx').on(table.personId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token: the token itself is 256 random bits, so a plain hash is enough. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => signInSessions.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Set when the token is exchanged for its successor; a second use revokes the session. */
    usedAt: instant('used_at'),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

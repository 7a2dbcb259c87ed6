// Sign-in sessions and their refresh tokens. A refresh token is exchanged with one conditional
// UPDATE … RETURNING, so of several concurrent exchanges of one token exactly one wins.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SignInSource } from '@nori/domain';
import type { Database } from '../../../db/client';
import { refreshTokens, signInSessions } from '../../../db/schema';

export interface NewSession {
  id: string;
  personId: number;
  source: SignInSource;
  vkAccessToken: string | null;
  createdAt: Date;
}

export type Session = typeof signInSessions.$inferSelect;

export async function insertSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(signInSessions).values(session);
}

export async function findSession(db: Database, id: string): Promise<Session | undefined> {
  const [session] = await db.select().from(signInSessions).where(eq(signInSessions.id, id));
  return session;
}

/** Revokes the session and with it every refresh token of its family. */
export async function revokeSession(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(signInSessions)
    .set({ revokedAt: now })
    .where(and(eq(signInSessions.id, id), isNull(signInSessions.revokedAt)));
}

export interface NewRefreshToken {
  tokenHash: string;
  sessionId: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Database, token: NewRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks an unused, unexpired token of a live session as used and returns its session; undefined
 * when the token cannot be exchanged (then findRefreshToken tells why).
 */
export async function useRefreshToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<Session | undefined> {
  const [used] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
        sql`exists (select 1 from ${signInSessions} where ${signInSessions.id} = ${refreshTokens.sessionId} and ${signInSessions.revokedAt} is null)`,
      ),
    )
    .returning({ sessionId: refreshTokens.sessionId });
  return used ? findSession(db, used.sessionId) : undefined;
}

export interface StoredRefreshToken {
  sessionId: string;
  usedAt: Date | null;
  expiresAt: Date;
  sessionRevokedAt: Date | null;
}

export async function findRefreshToken(
  db: Database,
  tokenHash: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await db
    .select({
      sessionId: refreshTokens.sessionId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      sessionRevokedAt: signInSessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(signInSessions, eq(signInSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

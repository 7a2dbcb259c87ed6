// The SQL of staff sessions: rows keyed by the SHA-256 of the cookie's token.
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { staffAccounts, staffSessions } from '../../../db/schema';

export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function insertSession(db: Database, row: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/**
 * The live session of this hash with its account: not revoked, not past its absolute expiry, seen
 * within the idle time, and its account not disabled.
 */
export async function findLiveSession(db: Database, idHash: string, now: Date, idleMs: number) {
  const [row] = await db
    .select({ session: staffSessions, account: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
        eq(staffAccounts.disabled, false),
      ),
    );
  return row;
}

export async function touchSession(db: Database, idHash: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
}

export async function revokeSession(db: Database, idHash: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.idHash, idHash), isNull(staffSessions.revokedAt)));
}

/** Revokes every live session of the account but `keep` (the one making the change); returns how many. */
export async function revokeSessionsOf(
  db: Database,
  staffId: number,
  now: Date,
  keep?: string,
): Promise<number> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep ? ne(staffSessions.idHash, keep) : undefined,
      ),
    )
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}

/** Deletes sessions that ended (expired or revoked) more than a day before `now`. */
export async function sweepSessions(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  await db
    .delete(staffSessions)
    .where(sql`${staffSessions.expiresAt} < ${dayAgo} or ${staffSessions.revokedAt} < ${dayAgo}`);
}

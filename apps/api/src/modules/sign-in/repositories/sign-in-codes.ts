// SMS codes, one row per phone. Every decision is one conditional statement, so parallel requests
// for one number on any number of API nodes cannot both pass: of 20 code requests within the
// resend interval one upserts, of 50 guesses only the first five reserve an attempt.
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { signInCodes } from '../../../db/schema';

export type CodeRow = typeof signInCodes.$inferSelect;

export interface NewCode {
  phone: string;
  tenantId: number;
  codeHash: string;
  now: Date;
  expiresAt: Date;
  /** A code sent at or before this moment may be replaced. */
  resendAfter: Date;
}

/** Stores a fresh code unless one was sent since resendAfter or the number is locked; true if stored. */
export async function storeCodeIfAllowed(db: Database, code: NewCode): Promise<boolean> {
  const fresh = {
    tenantId: code.tenantId,
    codeHash: code.codeHash,
    sentAt: code.now,
    expiresAt: code.expiresAt,
    wrongAttempts: 0,
    usedAt: null,
  };
  const stored = await db
    .insert(signInCodes)
    .values({ phone: code.phone, ...fresh })
    .onConflictDoUpdate({
      target: signInCodes.phone,
      set: fresh,
      setWhere: and(
        lte(signInCodes.sentAt, code.resendAfter),
        or(isNull(signInCodes.lockedUntil), lte(signInCodes.lockedUntil, code.now)),
      ),
    })
    .returning({ phone: signInCodes.phone });
  return stored.length > 0;
}

export async function findCode(db: Database, phone: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(signInCodes).where(eq(signInCodes.phone, phone));
  return row;
}

/** The code could not be delivered: it can never be used, and a new one may be asked for at once. */
export async function withdrawCode(db: Database, phone: string, codeHash: string): Promise<void> {
  await db
    .update(signInCodes)
    .set({ codeHash: '', sentAt: new Date(0) })
    .where(and(eq(signInCodes.phone, phone), eq(signInCodes.codeHash, codeHash)));
}

/** The number's code while it can be tried: stored, unused, unexpired and not locked. */
export async function findLiveCode(db: Database, phone: string, now: Date): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(signInCodes)
    .where(
      and(
        eq(signInCodes.phone, phone),
        ne(signInCodes.codeHash, ''),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
        or(isNull(signInCodes.lockedUntil), lte(signInCodes.lockedUntil, now)),
      ),
    );
  return row;
}

/**
 * Takes one of the code's tries if it is live (unused, unexpired, not locked, tries left under
 * maxAttempts; null: no ceiling); returns its hash and the tries taken so far, or undefined when
 * there is nothing to try.
 */
export async function takeAttempt(
  db: Database,
  phone: string,
  maxAttempts: number | null,
  now: Date,
): Promise<{ codeHash: string; attempts: number } | undefined> {
  const [row] = await db
    .update(signInCodes)
    .set({ wrongAttempts: sql`${signInCodes.wrongAttempts} + 1` })
    .where(
      and(
        eq(signInCodes.phone, phone),
        ne(signInCodes.codeHash, ''),
        isNull(signInCodes.usedAt),
        gt(signInCodes.expiresAt, now),
        maxAttempts === null ? undefined : sql`${signInCodes.wrongAttempts} < ${maxAttempts}`,
        or(isNull(signInCodes.lockedUntil), lte(signInCodes.lockedUntil, now)),
      ),
    )
    .returning({ codeHash: signInCodes.codeHash, attempts: signInCodes.wrongAttempts });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: Database, phone: string, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.phone, phone), eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt)))
    .returning({ phone: signInCodes.phone });
  return used.length > 0;
}

// The SQL of sign-in attempts: each counted in the database, so every node sees the same counts.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { staffSignInAttempts } from '../../../db/schema';

export interface AttemptKey {
  tenantId: number;
  email: string;
  clientAddress: string;
}

/** A new attempt, counted as failed until it is marked a success; returns its id. */
export async function insertAttempt(db: Database, key: AttemptKey, at: Date): Promise<number> {
  const [row] = await db
    .insert(staffSignInAttempts)
    .values({ ...key, succeeded: false, at })
    .returning({ id: staffSignInAttempts.id });
  return row!.id;
}

export async function markAttemptSucceeded(db: Database, id: number): Promise<void> {
  await db.update(staffSignInAttempts).set({ succeeded: true }).where(eq(staffSignInAttempts.id, id));
}

export async function deleteAttempt(db: Database, id: number): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.id, id));
}

type Scope = 'accountClient' | 'account' | 'client';

const scopeCondition = (scope: Scope, key: AttemptKey) => {
  const account = and(
    eq(staffSignInAttempts.tenantId, key.tenantId),
    eq(staffSignInAttempts.email, key.email),
  );
  const client = eq(staffSignInAttempts.clientAddress, key.clientAddress);
  return scope === 'account' ? account : scope === 'client' ? client : and(account, client);
};

/**
 * The moment of the `limit`-th newest failure in the scope since `since`, or undefined when there
 * are fewer: when that one leaves the window, the scope is under its cap again.
 */
export async function limitingFailureAt(
  db: Database,
  scope: Scope,
  key: AttemptKey,
  since: Date,
  limit: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: staffSignInAttempts.at })
    .from(staffSignInAttempts)
    .where(
      and(
        scopeCondition(scope, key),
        eq(staffSignInAttempts.succeeded, false),
        gt(staffSignInAttempts.at, since),
      ),
    )
    .orderBy(desc(staffSignInAttempts.at), desc(staffSignInAttempts.id))
    .offset(limit - 1)
    .limit(1);
  return row?.at;
}

export async function countFailures(db: Database, key: AttemptKey, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffSignInAttempts)
    .where(
      and(
        scopeCondition('accountClient', key),
        eq(staffSignInAttempts.succeeded, false),
        gt(staffSignInAttempts.at, since),
      ),
    );
  return row?.count ?? 0;
}

/** Whether this client signed in to this account since `since`. */
export async function isKnownClient(db: Database, key: AttemptKey, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: staffSignInAttempts.id })
    .from(staffSignInAttempts)
    .where(
      and(
        scopeCondition('accountClient', key),
        eq(staffSignInAttempts.succeeded, true),
        gt(staffSignInAttempts.at, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function sweepAttempts(db: Database, before: Date): Promise<void> {
  await db.delete(staffSignInAttempts).where(lt(staffSignInAttempts.at, before));
}

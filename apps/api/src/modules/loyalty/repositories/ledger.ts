// The bonus ledger's SQL: the account's lock row, the entries (written once per key), the balance
// as their sum and the history as they were written.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loyaltyAccounts, loyaltyEntries } from '../../../db/schema';

export type LedgerEntryRow = typeof loyaltyEntries.$inferSelect;
export type NewLedgerEntry = Omit<typeof loyaltyEntries.$inferInsert, 'id'>;

export interface Account {
  tenantId: number;
  personId: number;
}

/**
 * Creates the account if it has none yet and locks its row to the end of the transaction: every
 * change of one account goes through here first, so on any number of nodes they take turns and a
 * balance read after the lock stays true until the commit.
 */
export async function lockAccount(tx: Database, { tenantId, personId }: Account, now: Date) {
  await tx.insert(loyaltyAccounts).values({ tenantId, personId, createdAt: now }).onConflictDoNothing();
  await tx.execute(
    sql`select 1 from ${loyaltyAccounts} where ${loyaltyAccounts.tenantId} = ${tenantId} and ${loyaltyAccounts.personId} = ${personId} for update`,
  );
}

/** Writes the entries whose keys are new; an entry whose key was written before is skipped. */
export async function writeEntries(tx: Database, entries: NewLedgerEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const written = await tx
    .insert(loyaltyEntries)
    .values(entries)
    .onConflictDoNothing({
      target: [loyaltyEntries.tenantId, loyaltyEntries.personId, loyaltyEntries.event],
    })
    .returning({ id: loyaltyEntries.id });
  return written.length;
}

const ofAccount = ({ tenantId, personId }: Account) =>
  and(eq(loyaltyEntries.tenantId, tenantId), eq(loyaltyEntries.personId, personId));

export async function accountBalance(db: Database, account: Account): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${loyaltyEntries.amount}), 0)::int` })
    .from(loyaltyEntries)
    .where(ofAccount(account));
  return row?.balance ?? 0;
}

export async function orderEntries(db: Database, orderId: number): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(loyaltyEntries)
    .where(eq(loyaltyEntries.orderId, orderId))
    .orderBy(loyaltyEntries.id);
}

/** The account's entries, newest first. */
export async function accountHistory(db: Database, account: Account, limit: number) {
  return db
    .select()
    .from(loyaltyEntries)
    .where(ofAccount(account))
    .orderBy(desc(loyaltyEntries.id))
    .limit(limit);
}

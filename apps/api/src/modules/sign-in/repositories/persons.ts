// Persons and their sign-in accounts. Phone and email are unique, so two sign-ins racing to
// create the same person meet at the constraint: the loser reads the winner's row.
import { and, asc, eq } from 'drizzle-orm';
import type { SignInSource } from '@nori/domain';
import type { Database } from '../../../db/client';
import { personAccounts, persons } from '../../../db/schema';

export type PersonRow = typeof persons.$inferSelect;

export interface PersonDetails {
  phone?: string | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  avatar?: string | null;
}

export async function insertPerson(db: Database, details: PersonDetails, now: Date): Promise<PersonRow> {
  const [row] = await db
    .insert(persons)
    .values({ ...details, createdAt: now })
    .returning();
  if (!row) throw new Error('Inserting a person returned no row');
  return row;
}

export async function findPersonById(db: Database, id: number): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id));
  return row;
}

export async function findPersonByPhone(db: Database, phone: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.phone, phone));
  return row;
}

export async function findPersonByEmail(db: Database, email: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(persons).where(eq(persons.email, email));
  return row;
}

/** Sets the given details, leaving the others as they are. */
export async function updatePerson(db: Database, id: number, details: PersonDetails): Promise<void> {
  if (Object.keys(details).length === 0) return;
  await db.update(persons).set(details).where(eq(persons.id, id));
}

export async function findAccountPerson(
  db: Database,
  provider: SignInSource,
  subject: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ personId: personAccounts.personId })
    .from(personAccounts)
    .where(and(eq(personAccounts.provider, provider), eq(personAccounts.subject, subject)));
  return row?.personId;
}

/** Links the account to the person; an account already linked keeps its person (returned). */
export async function linkAccount(
  db: Database,
  personId: number,
  provider: SignInSource,
  subject: string,
  now: Date,
): Promise<number> {
  await db
    .insert(personAccounts)
    .values({ personId, provider, subject, createdAt: now })
    .onConflictDoNothing({ target: [personAccounts.provider, personAccounts.subject] });
  const linked = await findAccountPerson(db, provider, subject);
  if (linked === undefined) throw new Error(`Account ${provider} ${subject} vanished while linking`);
  return linked;
}

export async function listAccountIds(db: Database, personId: number): Promise<number[]> {
  const rows = await db
    .select({ id: personAccounts.id })
    .from(personAccounts)
    .where(eq(personAccounts.personId, personId))
    .orderBy(asc(personAccounts.id));
  return rows.map((row) => row.id);
}

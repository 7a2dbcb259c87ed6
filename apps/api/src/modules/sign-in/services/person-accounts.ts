// Who is signing in: finds or creates the person for a verified identity. One person per phone,
// per email and per provider account; an account seen for the first time joins the person with
// the same verified phone, else the same verified email, else a new person. Details the person
// lacks (names, avatar) are filled from the provider; what the person already has is kept.
import type { PersonId, SignInSource } from '@nori/domain';
import type { Database } from '../../../db/client';
import {
  findAccountPerson,
  findPersonByEmail,
  findPersonById,
  findPersonByPhone,
  insertPerson,
  linkAccount,
  updatePerson,
  type PersonDetails,
  type PersonRow,
} from '../repositories/persons';

export interface VerifiedIdentity {
  provider: SignInSource;
  /** The provider's user id; for PHONE the E.164 number. */
  subject: string;
  /** Only values the provider has verified. */
  phone?: string | null;
  email?: string | null;
  details?: Pick<PersonDetails, 'firstName' | 'lastName' | 'avatar'>;
}

const byContact = async (db: Database, phone?: string | null, email?: string | null) =>
  (phone ? await findPersonByPhone(db, phone) : undefined) ??
  (email ? await findPersonByEmail(db, email) : undefined);

/** What the identity adds to the person: contacts no other person holds, details the person lacks. */
async function missingDetails(db: Database, person: PersonRow, identity: VerifiedIdentity) {
  const details: PersonDetails = {};
  for (const [key, value] of Object.entries(identity.details ?? {}) as [keyof PersonDetails, string][]) {
    if (value && !person[key]) details[key] = value;
  }
  if (identity.phone && !person.phone && !(await findPersonByPhone(db, identity.phone)))
    details.phone = identity.phone;
  if (identity.email && !person.email && !(await findPersonByEmail(db, identity.email)))
    details.email = identity.email;
  return details;
}

async function findOrCreate(db: Database, identity: VerifiedIdentity, now: Date): Promise<PersonRow> {
  const { phone = null, email = null } = identity;
  const known = await byContact(db, phone, email);
  if (known) return known;
  try {
    return await insertPerson(db, { ...identity.details, phone, email }, now);
  } catch (error) {
    // Another sign-in created the person with this phone or email in the meantime: join it.
    const raced = await byContact(db, phone, email);
    if (raced) return raced;
    throw error;
  }
}

export async function personForIdentity(db: Database, given: VerifiedIdentity, now: Date): Promise<PersonId> {
  const identity = { ...given, email: given.email?.trim().toLowerCase() || null };
  const linked = await findAccountPerson(db, identity.provider, identity.subject);
  const person =
    linked === undefined ? await findOrCreate(db, identity, now) : await findPersonById(db, linked);
  if (!person) throw new Error(`Person ${linked} of account ${identity.provider} vanished`);
  const personId = await linkAccount(db, person.id, identity.provider, identity.subject, now);
  if (personId === person.id) await updatePerson(db, person.id, await missingDetails(db, person, identity));
  return personId as PersonId;
}

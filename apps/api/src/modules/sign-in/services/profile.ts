// The signed-in person's profile (spec §3): their details, the ids of the accounts they sign in
// with, and their saved deliveries (the first one prefills the next checkout).
import type { Person } from '@nori/contract';
import { ERROR_CODES, type PersonId } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import { listPersonDeliveries } from '../repositories/person-deliveries';
import { findPersonById, listAccountIds } from '../repositories/persons';

export async function getProfile(db: Database, personId: PersonId): Promise<Person> {
  const person = await findPersonById(db, personId);
  // A valid token of a person who no longer exists: the token is what is wrong.
  if (!person) throw catalogueError(ERROR_CODES.tokenInvalid);
  const [accountIds, deliveries] = await Promise.all([
    listAccountIds(db, personId),
    listPersonDeliveries(db, personId),
  ]);
  return {
    accountIds,
    avatar: person.avatar,
    deliveries: deliveries.map(({ email, personName, phone }) => ({ email, personName, phone })),
    email: person.email,
    firstName: person.firstName,
    id: personId,
    lastName: person.lastName,
    patronymic: person.patronymic,
    phone: person.phone,
  };
}

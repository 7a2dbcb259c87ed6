// Signs a person in for a test without the SMS round trip: the person is created in the database
// and a session started through the app's own session service, so the tokens are the real thing.
//
//   const alice = await signInTestPerson(t, { firstName: 'Alice' });
//   await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: alice.headers });
import type { PersonId, SignInSource } from '@nori/domain';
import { insertPerson, type PersonDetails } from '../../src/modules/sign-in/repositories/persons';
import type { TestApp } from './test-app';

export interface SignedInPerson {
  personId: PersonId;
  accessToken: string;
  refreshToken: string;
  /** { authorization: 'Bearer <access token>' } for app.inject. */
  headers: { authorization: string };
}

let phones = 0;
/** A valid Russian mobile number, different on every call (+7 999 000-00-01, …). */
export const uniqueTestPhone = () => `+7999${String(++phones).padStart(7, '0')}`;

export async function signInTestPerson(
  t: TestApp,
  details: PersonDetails = {},
  { now = new Date(), source = 'PHONE' }: { now?: Date; source?: SignInSource } = {},
): Promise<SignedInPerson> {
  const person = await insertPerson(t.database.db, { phone: uniqueTestPhone(), ...details }, now);
  const personId = person.id as PersonId;
  const tokens = await t.app.sessions.start({ personId, source }, now);
  return {
    personId,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

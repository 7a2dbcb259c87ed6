// The authentication seam: app.authenticate and requireSamePerson on a probe route shaped like
// the personal calls (/persons/{personId}/…), with tokens from the real session service.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSamePerson } from '../../../src/http/authenticate';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;

describe('authenticate and requireSamePerson', () => {
  let t: TestApp;
  let alice: SignedInPerson;
  let bob: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    t.app.get<{ Params: { personId: string } }>(
      '/probe/persons/:personId',
      { preHandler: t.app.authenticate },
      async (request) => ({ personId: requireSamePerson(request, Number(request.params.personId)) }),
    );
    alice = await signInTestPerson(t, {}, { now: NOW });
    bob = await signInTestPerson(t, {}, { now: NOW });
  });
  afterAll(() => t.close());

  const probe = (personId: number, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/probe/persons/${personId}`, headers });
  const firstError = (response: { json(): unknown }) =>
    (response.json() as { errors: { code: string; message: string }[] }).errors[0];

  it("gives the route the token's person", async () => {
    const response = await probe(alice.personId, alice.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ personId: alice.personId });
  });

  it("answers 403 auth.forbidden for another person's path", async () => {
    const response = await probe(bob.personId, alice.headers);
    expect(response.statusCode).toBe(403);
    expect(firstError(response)?.code).toBe('auth.forbidden');
  });

  it.each([
    ['no Authorization header', {}],
    ['a scheme other than Bearer', { authorization: 'Basic YWxpY2U6c2VjcmV0' }],
    ['a malformed token', { authorization: 'Bearer not.a.jwt' }],
  ])('answers 401 Invalid token specified for %s', async (_case, headers) => {
    const response = await probe(alice.personId, headers as Record<string, string>);
    expect(response.statusCode).toBe(401);
    expect(firstError(response)).toEqual({ code: 'token.invalid', message: 'Invalid token specified' });
  });

  it('answers 401 token.expired once the access token expires (15 minutes, at or after expiry)', async () => {
    clock = new Date(NOW.getTime() + 900_000 - 1000);
    expect((await probe(alice.personId, alice.headers)).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 900_000);
    const response = await probe(alice.personId, alice.headers);
    expect(response.statusCode).toBe(401);
    expect(firstError(response)?.code).toBe('token.expired');
    clock = NOW;
  });

  it('refuses the access token of a signed-out session', async () => {
    const carol = await signInTestPerson(t, {}, { now: NOW });
    await t.app.sessions.signOut(carol.refreshToken, NOW);
    const response = await probe(carol.personId, carol.headers);
    expect(response.statusCode).toBe(401);
    expect(firstError(response)?.code).toBe('token.invalid');
  });
});

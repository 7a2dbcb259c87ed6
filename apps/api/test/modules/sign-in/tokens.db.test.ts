// Tokens over HTTP: refresh rotates the refresh token, a reused one revokes the whole sign-in,
// concurrent refreshes with one token give one successor, sign-out revokes, and every token
// error of spec §8 ('Invalid token specified', expiry, revocation) has its answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshedTokensSchema } from '@nori/contract';
import { CONCURRENT_REFRESH_GRACE_MS } from '../../../src/modules/sign-in/services/sessions';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { errorOf } from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('refresh, reuse and sign-out', () => {
  let t: TestApp;
  let person: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = NOW;
    person = await signInTestPerson(t, {}, { now: NOW });
  });

  const refresh = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sign/refresh', headers: bearer(token) });
  const me = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(accessToken) });
  const signOut = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sign/out', headers: bearer(token) });

  it('rotates: a refresh answers new tokens, and the new access token works', async () => {
    const response = await refresh(person.refreshToken);
    expect(response.statusCode).toBe(200);
    const tokens = refreshedTokensSchema.parse(response.json());
    expect(tokens.refreshToken).not.toBe(person.refreshToken);
    expect(tokens.vkAccessToken).toBeNull();
    expect((await me(tokens.accessToken)).statusCode).toBe(200);
    expect((await refresh(tokens.refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole sign-in when a used refresh token comes back', async () => {
    const successor = refreshedTokensSchema.parse((await refresh(person.refreshToken)).json());
    later(CONCURRENT_REFRESH_GRACE_MS);
    const replay = await refresh(person.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay)).toEqual({ code: 'token.invalid', message: 'Invalid token specified' });
    // The thief's replay ended the family: the successor and its access token are dead too.
    expect(errorOf(await refresh(successor.refreshToken))?.code).toBe('token.invalid');
    expect(errorOf(await me(successor.accessToken))?.code).toBe('token.invalid');
    expect(errorOf(await me(person.accessToken))?.code).toBe('token.invalid');
  });

  it('gives concurrent refreshes with one token one successor, and keeps the sign-in', async () => {
    const responses = await Promise.all(Array.from({ length: 10 }, () => refresh(person.refreshToken)));
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded).toHaveLength(1);
    expect(responses.filter((response) => errorOf(response)?.code === 'token.invalid')).toHaveLength(9);
    const successor = refreshedTokensSchema.parse(succeeded[0]!.json());
    expect((await refresh(successor.refreshToken)).statusCode).toBe(200);
  });

  it('signs out: 204, then neither token works', async () => {
    const response = await signOut(person.refreshToken);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(errorOf(await refresh(person.refreshToken))?.code).toBe('token.invalid');
    expect(errorOf(await me(person.accessToken))?.code).toBe('token.invalid');
  });

  it('answers 401 token.expired for a refresh token past its 30 days', async () => {
    later(30 * 24 * 3600_000);
    const response = await refresh(person.refreshToken);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.code).toBe('token.expired');
  });

  it.each([
    ['no token', {}],
    ['a malformed token', bearer('not-a-token')],
    ['a well-formed token the API never issued', bearer('A'.repeat(43))],
  ])('answers 401 Invalid token specified to a refresh with %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/sign/refresh', headers });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'token.invalid', message: 'Invalid token specified' });
  });

  it('does not take an access token for a refresh token, or the other way round', async () => {
    expect(errorOf(await refresh(person.accessToken))?.code).toBe('token.invalid');
    expect(errorOf(await me(person.refreshToken))?.code).toBe('token.invalid');
    expect(errorOf(await signOut(person.accessToken))?.code).toBe('token.invalid');
  });
});

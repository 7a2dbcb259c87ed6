// The access token's checks: only ES256 from our key, our issuer and audience, not expired.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSignInSecrets, type SignInSecrets } from '../../../src/adapters/sign-in-secrets';
import { createAccessTokens, type AccessTokens } from '../../../src/modules/sign-in/services/access-tokens';
import type { PersonId } from '@nori/domain';

const NOW = new Date('2026-03-02T09:00:00Z');
const SESSION = '0b7c4cbe-3a55-4c6e-9d7c-1b0e7f0e0a11';
const claims = { personId: 7 as PersonId, sessionId: SESSION };

describe('access tokens', () => {
  let tokens: AccessTokens;
  let secrets: SignInSecrets;
  const options = { issuer: 'nori-api', audience: 'nori-storefront', ttlSeconds: 900 };
  beforeAll(async () => {
    secrets = await loadSignInSecrets({
      signingKeyPem: undefined,
      codeSecret: undefined,
      dataDir: undefined,
    });
    tokens = createAccessTokens({ ...secrets, ...options });
  });
  const codeOf = async (token: string, now = NOW) =>
    tokens.verify(token, now).then(
      () => 'valid',
      (error: { code?: string }) => error.code,
    );
  const forged = (sign: (jwt: SignJWT) => Promise<string>) =>
    sign(
      new SignJWT({ sid: SESSION })
        .setSubject('7')
        .setIssuer('nori-api')
        .setAudience('nori-storefront')
        .setExpirationTime(Math.floor(NOW.getTime() / 1000) + 600),
    );

  it('accepts its own token until its expiry, and from the expiry on says token.expired', async () => {
    const { token, expiresAt } = await tokens.issue(claims, NOW);
    expect(expiresAt.toISOString()).toBe('2026-03-02T09:15:00.000Z');
    await expect(tokens.verify(token, new Date(expiresAt.getTime() - 1000))).resolves.toEqual(claims);
    expect(await codeOf(token, expiresAt)).toBe('token.expired');
  });

  it.each([
    ['issuer', { issuer: 'someone-else' }],
    ['audience', { audience: 'another-app' }],
  ])('refuses a token of our key for another %s', async (_claim, other) => {
    const stranger = createAccessTokens({ ...secrets, ...options, ...other });
    expect(await codeOf((await stranger.issue(claims, NOW)).token)).toBe('token.invalid');
  });

  it("refuses a token signed with another key, with 'none', or with HS256", async () => {
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    expect(
      await codeOf(
        await forged((jwt) => jwt.setProtectedHeader({ alg: 'ES256', typ: 'at+jwt' }).sign(otherKey)),
      ),
    ).toBe('token.invalid');
    const unsecured = new UnsecuredJWT({ sid: SESSION }).setSubject('7').setIssuer('nori-api').encode();
    expect(await codeOf(unsecured)).toBe('token.invalid');
    const hmac = await forged((jwt) =>
      jwt.setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' }).sign(new TextEncoder().encode('x'.repeat(32))),
    );
    expect(await codeOf(hmac)).toBe('token.invalid');
  });

  it('refuses a token of our key issued in the future, or with no issue time', async () => {
    const { privateKey, keyId } = secrets;
    const signed = (issuedAt: number | null) =>
      forged((jwt) => {
        const header = jwt.setProtectedHeader({ alg: 'ES256', kid: keyId, typ: 'at+jwt' });
        return (issuedAt === null ? header : header.setIssuedAt(issuedAt)).sign(privateKey);
      });
    const nowSeconds = Math.floor(NOW.getTime() / 1000);
    expect(await codeOf(await signed(nowSeconds - 10))).toBe('valid');
    // Another node's clock a little ahead is fine; an hour ahead is not a token we issued.
    expect(await codeOf(await signed(nowSeconds + 30))).toBe('valid');
    expect(await codeOf(await signed(nowSeconds + 3600))).toBe('token.invalid');
    expect(await codeOf(await signed(null))).toBe('token.invalid');
  });

  it('refuses garbage', async () => {
    expect(await codeOf('')).toBe('token.invalid');
    expect(await codeOf('a.b.c')).toBe('token.invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { jwtExpiryMs, tokensAfterRefresh, tokensFromSignIn } from '../app/session/on-demand/session-renewal';
import { isExpired, isStoredTokens } from '../app/session/session-tokens';

const jwt = (claims: object) =>
  ['{"alg":"ES256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.') + '.signature';

const signInAnswer = {
  accessToken: jwt({ exp: 1_800_000_900 }),
  refreshToken: 'r'.repeat(43),
  vkAccessToken: null,
  source: 'PHONE' as const,
  accessTokenExpiresAt: '2027-01-15T08:15:00.000Z',
  refreshTokenExpiresAt: '2027-02-14T08:00:00.000Z',
};
const signedInAt = Date.parse('2027-01-15T08:00:00.000Z');

describe('token expiry', () => {
  it('is expired at its expiry and after it, not a millisecond before (spec §4)', () => {
    expect(isExpired(1000, 999)).toBe(false);
    expect(isExpired(1000, 1000)).toBe(true);
    expect(isExpired(1000, 1001)).toBe(true);
  });

  it("reads a JWT's exp claim in milliseconds", () => {
    expect(jwtExpiryMs(jwt({ sub: '7', exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  it('reads claims with base64url characters and multi-byte text', () => {
    expect(jwtExpiryMs(jwt({ name: 'Ёжик ~~~ ???', exp: 42 }))).toBe(42_000);
  });

  it('gives null for tokens without a readable exp', () => {
    expect(jwtExpiryMs('opaque-token')).toBeNull();
    expect(jwtExpiryMs('a.%%%.c')).toBeNull();
    expect(jwtExpiryMs(jwt({ sub: '7' }))).toBeNull();
    expect(jwtExpiryMs(jwt({ exp: '1800000000' }))).toBeNull();
  });
});

describe('stored token set', () => {
  it('keeps the expiries of a sign-in answer and the refresh token lifetime', () => {
    const stored = tokensFromSignIn(signInAnswer, signedInAt);
    expect(stored).toMatchObject({
      source: 'PHONE',
      accessTokenExpiresAt: Date.parse('2027-01-15T08:15:00.000Z'),
      refreshTokenExpiresAt: Date.parse('2027-02-14T08:00:00.000Z'),
      refreshTokenLifetimeMs: 30 * 24 * 3600 * 1000,
    });
    expect(isStoredTokens(stored)).toBe(true);
  });

  it('after a refresh takes the new access expiry from the JWT and renews the refresh expiry', () => {
    const stored = tokensFromSignIn(signInAnswer, signedInAt);
    const later = signedInAt + 60 * 60 * 1000;
    const next = tokensAfterRefresh(
      stored,
      { accessToken: jwt({ exp: 1_900_000_000 }), refreshToken: 's'.repeat(43), vkAccessToken: null },
      later,
    );
    expect(next.accessTokenExpiresAt).toBe(1_900_000_000_000);
    expect(next.refreshToken).toBe('s'.repeat(43));
    expect(next.refreshTokenExpiresAt).toBe(later + stored.refreshTokenLifetimeMs);
    expect(next.source).toBe('PHONE');
  });

  it('treats a refreshed access token without exp as already expired', () => {
    const stored = tokensFromSignIn(signInAnswer, signedInAt);
    const next = tokensAfterRefresh(
      stored,
      { accessToken: 'opaque', refreshToken: 's'.repeat(43), vkAccessToken: 'vk' },
      signedInAt,
    );
    expect(isExpired(next.accessTokenExpiresAt, signedInAt)).toBe(true);
    expect(next.vkAccessToken).toBe('vk');
  });

  it('refuses stored values that are not a token set', () => {
    const stored = tokensFromSignIn(signInAnswer, signedInAt);
    expect(isStoredTokens(null)).toBe(false);
    expect(isStoredTokens({ ...stored, refreshToken: '' })).toBe(false);
    expect(isStoredTokens({ ...stored, source: 'FACEBOOK' })).toBe(false);
    expect(isStoredTokens({ ...stored, accessTokenExpiresAt: '2027-01-15' })).toBe(false);
  });
});

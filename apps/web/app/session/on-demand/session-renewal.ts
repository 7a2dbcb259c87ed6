// What a sign-in or a refresh answer becomes in storage (spec §3, §4). The first expiries come
// with the sign-in answer, later access-token expiries are read from the JWT's `exp`, and the
// refresh token (opaque) is assumed to live as long as the first one did — the API rotates it
// with the same lifetime on every refresh. Loaded by the session store when a session is made or
// renewed: a visitor who has not signed in never needs it (issue 17).
import type { RefreshedTokens, TokenSet } from '@nori/contract';
import type { StoredTokens } from '../session-tokens';

const base64UrlDecode = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The `exp` claim of a JWT in epoch milliseconds; null when the token is not a JWT with one. */
export const jwtExpiryMs = (token: string): number | null => {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
};

/** What a sign-in answer becomes in storage. */
export const tokensFromSignIn = (set: TokenSet, nowMs: number): StoredTokens => {
  const refreshTokenExpiresAt = Date.parse(set.refreshTokenExpiresAt);
  return {
    accessToken: set.accessToken,
    refreshToken: set.refreshToken,
    vkAccessToken: set.vkAccessToken,
    source: set.source,
    accessTokenExpiresAt: Date.parse(set.accessTokenExpiresAt),
    refreshTokenExpiresAt,
    refreshTokenLifetimeMs: Math.max(0, refreshTokenExpiresAt - nowMs),
  };
};

/**
 * The stored set after a refresh. An access token without a readable `exp` is given an expiry of
 * now, so it is refreshed before its next use rather than trusted forever.
 */
export const tokensAfterRefresh = (
  previous: StoredTokens,
  refreshed: RefreshedTokens,
  nowMs: number,
): StoredTokens => ({
  ...previous,
  accessToken: refreshed.accessToken,
  refreshToken: refreshed.refreshToken,
  vkAccessToken: refreshed.vkAccessToken ?? previous.vkAccessToken,
  accessTokenExpiresAt: jwtExpiryMs(refreshed.accessToken) ?? nowMs,
  refreshTokenExpiresAt: nowMs + previous.refreshTokenLifetimeMs,
});

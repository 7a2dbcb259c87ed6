// The stored token set (spec §3, §4) and the rules every page needs: whether it is there and
// whether it has expired. What a sign-in or a refresh answer becomes is session-renewal.ts's.
// Expiries are kept as epoch milliseconds.
import { SIGN_IN_SOURCES, type SignInSource } from '@nori/domain';

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  vkAccessToken: string | null;
  source: SignInSource;
  accessTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
  /** How long a refresh token lives, so a rotated one gets its expiry without the API saying it. */
  refreshTokenLifetimeMs: number;
}

/** Spec §4: a token is expired when its expiry is at or before now. */
export const isExpired = (expiresAtMs: number, nowMs: number): boolean => expiresAtMs <= nowMs;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A stored token set written by hand or by an older version reads as absent (signed out). */
export const isStoredTokens = (value: unknown): value is StoredTokens => {
  if (typeof value !== 'object' || value === null) return false;
  const tokens = value as Record<string, unknown>;
  return (
    isText(tokens['accessToken']) &&
    isText(tokens['refreshToken']) &&
    (tokens['vkAccessToken'] === null || typeof tokens['vkAccessToken'] === 'string') &&
    SIGN_IN_SOURCES.includes(tokens['source'] as SignInSource) &&
    isInstant(tokens['accessTokenExpiresAt']) &&
    isInstant(tokens['refreshTokenExpiresAt']) &&
    isInstant(tokens['refreshTokenLifetimeMs'])
  );
};

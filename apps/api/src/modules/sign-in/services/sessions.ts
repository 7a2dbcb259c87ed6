// Sessions: what every sign-in method ends with (a token set), refresh-token rotation, sign-out,
// and checking an access token on a request. Refresh tokens are 256 random bits, stored as their
// SHA-256, rotated on every use; presenting a used one again revokes the whole sign-in, except
// within a few seconds of its use — that is two tabs refreshing at once, not a thief.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { RefreshedTokens, TokenSet } from '@nori/contract';
import { ERROR_CODES, type PersonId, type SignInSource } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import {
  findRefreshToken,
  findSession,
  insertRefreshToken,
  insertSession,
  revokeSession,
  useRefreshToken,
} from '../repositories/sessions';
import type { AccessClaims, AccessTokens } from './access-tokens';

/** A used refresh token presented again this soon is a concurrent refresh: refused, not punished. */
export const CONCURRENT_REFRESH_GRACE_MS = 10_000;

const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StartSession {
  personId: PersonId;
  source: SignInSource;
  vkAccessToken?: string | null;
}

export interface Sessions {
  start(session: StartSession, now: Date): Promise<TokenSet>;
  refresh(refreshToken: string, now: Date): Promise<RefreshedTokens>;
  /** Revokes the refresh token's session; 401 for a token the API never issued. */
  signOut(refreshToken: string, now: Date): Promise<void>;
  /** The claims of a valid access token of a live session; 401 otherwise. */
  authenticate(accessToken: string, now: Date): Promise<AccessClaims>;
}

export function createSessions(db: Database, access: AccessTokens, refreshTtlSeconds: number): Sessions {
  const invalid = () => catalogueError(ERROR_CODES.tokenInvalid);

  async function issueRefreshToken(sessionId: string, now: Date) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + refreshTtlSeconds * 1000);
    await insertRefreshToken(db, { tokenHash: hashToken(token), sessionId, createdAt: now, expiresAt });
    return { token, expiresAt };
  }

  async function issue(personId: PersonId, sessionId: string, now: Date) {
    const accessToken = await access.issue({ personId, sessionId }, now);
    return { accessToken, refreshToken: await issueRefreshToken(sessionId, now) };
  }

  /** Why a refresh token could not be used; revokes its session when it is a replay. */
  async function refusal(tokenHash: string, now: Date): Promise<Error> {
    const stored = await findRefreshToken(db, tokenHash);
    if (!stored || stored.sessionRevokedAt) return invalid();
    if (stored.usedAt) {
      if (now.getTime() - stored.usedAt.getTime() >= CONCURRENT_REFRESH_GRACE_MS) {
        await revokeSession(db, stored.sessionId, now);
      }
      return invalid();
    }
    return catalogueError(ERROR_CODES.tokenExpired);
  }

  return {
    async start({ personId, source, vkAccessToken = null }, now) {
      const sessionId = randomUUID();
      await insertSession(db, { id: sessionId, personId, source, vkAccessToken, createdAt: now });
      const { accessToken, refreshToken } = await issue(personId, sessionId, now);
      return {
        accessToken: accessToken.token,
        refreshToken: refreshToken.token,
        vkAccessToken,
        source,
        accessTokenExpiresAt: accessToken.expiresAt.toISOString(),
        refreshTokenExpiresAt: refreshToken.expiresAt.toISOString(),
      };
    },

    async refresh(refreshToken, now) {
      if (!REFRESH_TOKEN.test(refreshToken)) throw invalid();
      const tokenHash = hashToken(refreshToken);
      const session = await useRefreshToken(db, tokenHash, now);
      if (!session) throw await refusal(tokenHash, now);
      const issued = await issue(session.personId as PersonId, session.id, now);
      return {
        accessToken: issued.accessToken.token,
        refreshToken: issued.refreshToken.token,
        vkAccessToken: session.vkAccessToken,
      };
    },

    async signOut(refreshToken, now) {
      if (!REFRESH_TOKEN.test(refreshToken)) throw invalid();
      const stored = await findRefreshToken(db, hashToken(refreshToken));
      if (!stored) throw invalid();
      await revokeSession(db, stored.sessionId, now);
    },

    async authenticate(accessToken, now) {
      const claims = await access.verify(accessToken, now);
      const session = await findSession(db, claims.sessionId);
      if (!session || session.revokedAt || session.personId !== claims.personId) throw invalid();
      return claims;
    },
  };
}

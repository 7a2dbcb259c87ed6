// Access tokens: short-lived JWTs signed with ES256. Verification allows only ES256 and checks
// issuer, audience, expiry and an issue time that is not in the future; 'sub' is the person and 'sid' the sign-in session, so a revoked
// session can be refused before the token expires.
import type { KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ERROR_CODES, type PersonId } from '@nori/domain';
import { catalogueError } from '../../../errors';

export const ACCESS_TOKEN_ALGORITHM = 'ES256';

export interface AccessClaims {
  personId: PersonId;
  sessionId: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface AccessTokens {
  issue(claims: AccessClaims, now: Date): Promise<IssuedToken>;
  /** The claims of a valid token; throws 401 token.expired or token.invalid otherwise. */
  verify(token: string, now: Date): Promise<AccessClaims>;
}

export interface AccessTokenOptions {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
  issuer: string;
  audience: string;
  ttlSeconds: number;
}

const SESSION_ID = /^[0-9a-f-]{36}$/;
/**
 * How far ahead of this node's clock a token's issue time may be: another node's clock may run a
 * little ahead; a token issued later than that was not issued by us (issue 20).
 */
const ISSUED_AT_SKEW_SECONDS = 60;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function createAccessTokens(options: AccessTokenOptions): AccessTokens {
  const { privateKey, publicKey, keyId, issuer, audience, ttlSeconds } = options;
  return {
    async issue({ personId, sessionId }, now) {
      const expiresAt = new Date((seconds(now) + ttlSeconds) * 1000);
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: keyId, typ: 'at+jwt' })
        .setSubject(String(personId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(expiresAt))
        .sign(privateKey);
      return { token, expiresAt };
    },

    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer,
          audience,
          typ: 'at+jwt',
          requiredClaims: ['sub', 'exp', 'sid', 'iat'],
          currentDate: now,
          // A token is expired when its expiry is at or before now (spec §4): no leeway.
          clockTolerance: 0,
        });
        if ((payload.iat ?? Infinity) > seconds(now) + ISSUED_AT_SKEW_SECONDS)
          throw catalogueError(ERROR_CODES.tokenInvalid);
        const personId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(personId) || personId <= 0) throw catalogueError(ERROR_CODES.tokenInvalid);
        if (typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
          throw catalogueError(ERROR_CODES.tokenInvalid);
        return { personId: personId as PersonId, sessionId };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw catalogueError(ERROR_CODES.tokenExpired);
        if (error instanceof joseErrors.JOSEError) throw catalogueError(ERROR_CODES.tokenInvalid);
        throw error;
      }
    },
  };
}

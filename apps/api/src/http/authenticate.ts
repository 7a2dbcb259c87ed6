// The authentication seam for routes. installAuthentication (called once by buildApp, before any
// route) gives every route `app.authenticate`, a preHandler that checks the bearer access token
// and sets `request.personId` — or answers 401 'token.invalid' / 'token.expired'. Calls under
// /persons/{personId}/… then call requireSamePerson: another person's id is 403 'auth.forbidden'.
//
//   app.post('/x/:personId', { preHandler: app.authenticate }, async (request) => {
//     requireSamePerson(request, Number(request.params.personId));
//   });
//
// Contract routes with auth 'access' get both from mountRoute (contract-route.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, type PersonId } from '@nori/domain';
import { catalogueError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: verifies the bearer access token and sets request.personId; 401 otherwise. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in person, once app.authenticate has run; null before (and for guests). */
    personId: PersonId | null;
    /** The sign-in session the access token belongs to; null like personId. */
    sessionId: string | null;
  }
}

/** What a valid access token says (the sign-in module's sessions check it). */
export interface AuthenticatedClaims {
  personId: PersonId;
  sessionId: string;
}

export interface AccessTokenCheck {
  /** The claims of a valid access token of a live session; throws a 401 ApiError otherwise. */
  authenticate(accessToken: string, now: Date): Promise<AuthenticatedClaims>;
}

const BEARER = /^Bearer +([^\s]+) *$/i;

/** The bearer token of the Authorization header; 401 'Invalid token specified' when there is none. */
export function bearerToken(request: FastifyRequest): string {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw catalogueError(ERROR_CODES.tokenInvalid);
  return match[1];
}

export function installAuthentication(app: FastifyInstance, check: AccessTokenCheck, now: () => Date): void {
  app.decorateRequest('personId', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const claims = await check.authenticate(bearerToken(request), now());
    request.personId = claims.personId;
    request.sessionId = claims.sessionId;
  });
}

/** The authenticated person; 401 when app.authenticate has not accepted a token for this request. */
export function authenticatedPerson(request: FastifyRequest): PersonId {
  if (request.personId === null) throw catalogueError(ERROR_CODES.tokenInvalid);
  return request.personId;
}

/** 403 'auth.forbidden' unless the token's person is `personId` (the path's /persons/{personId}). */
export function requireSamePerson(request: FastifyRequest, personId: number): PersonId {
  const own = authenticatedPerson(request);
  if (own !== personId) throw catalogueError(ERROR_CODES.authForbidden);
  return own;
}

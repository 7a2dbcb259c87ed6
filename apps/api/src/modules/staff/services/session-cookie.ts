// The session cookie: a 256-bit random token the browser keeps httpOnly and sends only to
// /api/v1/office (SameSite=Strict, Secure when the request came over TLS); the database keeps its
// SHA-256 only.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OFFICE_API_PREFIX, STAFF_SESSION_COOKIE } from '@nori/contract';

export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;

/** The token of the request's session cookie, when it has one of the right form. */
export function sessionTokenOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== STAFF_SESSION_COOKIE) continue;
    const token = value.join('=');
    if (TOKEN_FORM.test(token)) return token;
  }
  return undefined;
}

const attributes = (request: FastifyRequest, maxAgeSeconds: number) =>
  [
    `Path=${OFFICE_API_PREFIX}`,
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    // request.protocol is X-Forwarded-Proto's when the load balancer is trusted (TRUST_PROXY).
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeMs: number,
) {
  reply.header(
    'set-cookie',
    `${STAFF_SESSION_COOKIE}=${token}; ${attributes(request, Math.floor(maxAgeMs / 1000))}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.header('set-cookie', `${STAFF_SESSION_COOKIE}=; ${attributes(request, 0)}`);
}

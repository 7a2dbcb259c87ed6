// CSRF refused by origin: every write under /api/v1/office must come from a page of the server's
// own origin (or one of OFFICE_ORIGINS). Browsers send Origin with every POST, PUT, PATCH and
// DELETE; a request without it passes only when the browser says it is same-origin
// (Sec-Fetch-Site). A non-browser client (curl, a test) sends Origin like a browser would.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFICE_API_PREFIX } from '@nori/contract';
import { officeError } from '../services/staff-errors';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isOfficeCall = (url: string) => url === OFFICE_API_PREFIX || url.startsWith(`${OFFICE_API_PREFIX}/`);

/** The origin the request was made to: X-Forwarded-Proto/Host's when the proxy is trusted. */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function isSameOriginWrite(request: FastifyRequest, extraOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  return origin === ownOrigin(request) || extraOrigins.includes(origin);
}

export function installOfficeOriginCheck(app: FastifyInstance, extraOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!WRITES.has(request.method) || !isOfficeCall(request.url.split('?')[0] ?? '')) return;
    if (!isSameOriginWrite(request, extraOrigins)) throw officeError('staff.origin-mismatch');
  });
}

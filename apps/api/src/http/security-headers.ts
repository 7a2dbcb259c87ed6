// Security headers on every answer, computed once. Helmet decides them (its defaults and our
// options), but @fastify/helmet rebuilds helmet's middleware chain and re-parses the CSP directives
// on every request — a fifth of the API's CPU under a catalog-read load, measured with --cpu-prof.
// None of our headers depends on the request (no CSP nonces, no per-route helmet options), so
// helmet runs once at start against a recorder, and each request gets the recorded headers.
// Routes may still replace one (the images route sets its own CSP), as they could before.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for these options, as one plain object (names lower-case). */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    // Helmet removes X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // Helmet's middleware only calls setHeader/removeHeader on the response and never reads the
  // request; it throws (rather than calling next with an error) on a bad option.
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  // onRequest runs for every route and for the 404 handler, as @fastify/helmet's hook did.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

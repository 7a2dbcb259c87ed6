// A query string must be percent-encoded UTF-8 (issue 20: '?query=%ED%A0%80', a lone surrogate's
// bytes, was read as three U+FFFD and answered 200). Fastify's parser would replace what does not
// decode; this refuses it with a 400 in the error shape before any route runs.
import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from './error-handler';

export function installStrictQuery(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.raw.url ?? '';
    const start = url.indexOf('?');
    // Only a query with escapes can fail to decode: the common case costs one search.
    if (start < 0 || url.indexOf('%', start) < 0) return done();
    try {
      decodeURIComponent(url.slice(start + 1));
    } catch {
      return done(new RequestValidationError(['query: not percent-encoded UTF-8']));
    }
    done();
  });
}

// The staff app (apps/office) under /office/: its built files, and its page for every other
// /office/ address (the app routes in the browser). Its code is never part of the storefront's
// pages. Fingerprinted files under /office/assets/ are cached for a year; the page is revalidated
// every time, so a new build reaches open tablets on their next load.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Tenant } from '../app/config/tenant';
import { WEB_ROOT } from './config';
import { officeIndexHtml, tenantStylesheet } from './office-page';
import { IMMUTABLE, sendAsset } from './static-assets';
import { SECURITY_HEADERS } from './storefront';

export const OFFICE_BUILD_DIRECTORY = path.resolve(WEB_ROOT, '../office/build');

/** Everything from this origin only: no inline script or style, no other site, no framing. */
export const OFFICE_CONTENT_SECURITY_POLICY = [
  `default-src 'self'`,
  `script-src 'self'`,
  `style-src 'self'`,
  `img-src 'self' data:`,
  `font-src 'self'`,
  `connect-src 'self'`,
  `media-src 'self'`,
  `object-src 'none'`,
  `base-uri 'none'`,
  `form-action 'self'`,
  `frame-ancestors 'none'`,
].join('; ');

export interface OfficeOptions {
  tenant: Tenant;
  defaultLocale: string;
  /** The built app (apps/office/build). */
  directory?: string;
}

const NOT_BUILT =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Office not built</title>' +
  '<p>The office app is not built: run <code>npm run build --workspace @nori/office</code> ' +
  '(<code>npm start</code> does).</p></html>';

export function officeRoutes(app: FastifyInstance, options: OfficeOptions) {
  const directory = options.directory ?? OFFICE_BUILD_DIRECTORY;
  const stylesheet = tenantStylesheet(options.tenant);
  // Read once: the build does not change under a running server.
  let page: Promise<string | null> | null = null;
  const officePage = () =>
    (page ??= readFile(path.join(directory, 'index.html'), 'utf8').then(
      (built) => officeIndexHtml(built, options.tenant, options.defaultLocale, stylesheet),
      () => {
        page = null; // built later: read again on the next request
        return null;
      },
    ));

  const secured = (reply: FastifyReply) =>
    reply.headers(SECURITY_HEADERS).header('content-security-policy', OFFICE_CONTENT_SECURITY_POLICY);

  app.get('/office', (_request, reply) => reply.redirect('/office/', 308));

  app.get('/office/tenant.css', (request, reply) =>
    secured(reply)
      .type('text/css; charset=utf-8')
      // The page asks for it with its version (?v=), so a versioned address never changes.
      .header('cache-control', 'v' in (request.query as object) ? IMMUTABLE : 'no-cache')
      .send(stylesheet),
  );

  app.get('/office/*', async (request, reply) => {
    secured(reply);
    const inside = request.url.slice('/office'.length).split('?')[0] ?? '/';
    // Build stamps (.sources-hash) are no one's business; index.html is served with the tenant's
    // name in it, below.
    if (inside.includes('/.')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (inside !== '/index.html' && (await sendAsset(directory, request, reply, inside))) return reply;
    // A missing built file is a 404, not the page: a script must never receive HTML.
    if (inside.startsWith('/assets/') || (inside !== '/index.html' && /\.[a-z0-9]+$/i.test(inside)))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const html = await officePage();
    return reply
      .code(html ? 200 : 503)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html ?? NOT_BUILT);
  });
}

// The staff app under /office/ (server/office-app.ts): its page for every address with the tenant
// in it, its fingerprinted files cached for a year, nothing from another origin allowed, and no
// HTML where a script was asked for.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '../../app/config/tenant';
import { OFFICE_CONTENT_SECURITY_POLICY, officeRoutes } from '../../server/office-app';
import { stylesheetVersion, tenantStylesheet } from '../../server/office-page';

const tenant: Tenant = {
  code: 'test',
  name: 'Суши & <Ко>',
  logoUrl: null,
  palette: {
    background: '#000000',
    surface: '#111111',
    surfaceRaised: '#222222',
    border: '#333333',
    text: '#ffffff',
    textMuted: '#aaaaaa',
    brand: '#e4573d',
    brandContrast: '#ffffff',
    accent: '#f0b44c',
    danger: '#ff0000',
  },
  links: {
    franchise: 'https://example.com',
    appStore: 'https://example.com',
    googlePlay: 'https://example.com',
    support: 'https://example.com',
  },
  ageGate: false,
};

// What `vite build` writes (apps/office/index.html with its script and styles put in).
const BUILT_PAGE = `<!doctype html>
<html lang="ru">
  <head>
    <meta name="application-name" content="Nori" />
    <title>Nori</title>
    <link rel="stylesheet" href="/office/tenant.css" />
    <script type="module" crossorigin src="/office/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = 'console.log("office");'.repeat(100);

const serve = async (directory: string): Promise<FastifyInstance> => {
  const app = Fastify();
  officeRoutes(app, { tenant, defaultLocale: 'en', directory });
  // What the storefront answers for everything else.
  app.get('/*', async () => 'storefront');
  await app.ready();
  return app;
};

describe('the office under /office/', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'nori-office-build-'));
    mkdirSync(path.join(directory, 'assets'));
    writeFileSync(path.join(directory, 'index.html'), BUILT_PAGE);
    writeFileSync(path.join(directory, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(path.join(directory, '.sources-hash'), 'secret-ish');
    app = await serve(directory);
  });
  afterAll(() => app.close());

  it.each(['/office/', '/office/desk/201', '/office/staff?x=1', '/office/index.html'])(
    'answers %s with the page, revalidated every time, with a same-origin-only policy',
    async (url) => {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-security-policy']).toBe(OFFICE_CONTENT_SECURITY_POLICY);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.body).toContain(
        '<script type="module" crossorigin src="/office/assets/index-abc123.js">',
      );
    },
  );

  it("puts the tenant's name (escaped), the default language and the versioned palette in the page", async () => {
    const page = (await app.inject('/office/desk')).body;
    expect(page).toContain('<title>Суши &#38; &#60;Ко&#62;</title>');
    expect(page).toContain('<meta name="application-name" content="Суши &#38; &#60;Ко&#62;" />');
    expect(page).toContain('<html lang="en" data-default-locale="en">');
    const version = stylesheetVersion(tenantStylesheet(tenant));
    expect(page).toContain(`href="/office/tenant.css?v=${version}"`);
  });

  it('allows scripts, styles and connections from its own origin only', () => {
    const directives = OFFICE_CONTENT_SECURITY_POLICY.split('; ');
    expect(directives).toContain(`default-src 'self'`);
    expect(directives).toContain(`script-src 'self'`);
    expect(directives).toContain(`style-src 'self'`);
    expect(directives).toContain(`connect-src 'self'`);
    expect(directives).toContain(`frame-ancestors 'none'`);
    expect(OFFICE_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe|https:|\*/);
  });

  it('serves the palette of the tenant file as CSS variables, immutable at its versioned address', async () => {
    const versioned = await app.inject('/office/tenant.css?v=1');
    expect(versioned.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(versioned.body).toContain('--tenant-surface-raised: #222222;');
    expect(versioned.body).toContain('--tenant-brand-contrast: #ffffff;');
    expect((await app.inject('/office/tenant.css')).headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted files for a year, compressed when asked', async () => {
    const answer = await app.inject({
      url: '/office/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toBe(OFFICE_CONTENT_SECURITY_POLICY);
  });

  it.each(['/office/assets/gone-123.js', '/office/missing.css', '/office/.sources-hash'])(
    'answers %s with 404, never the page',
    async (url) => {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('<html');
    },
  );

  it('sends /office to /office/', async () => {
    const answer = await app.inject('/office');
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('/office/');
  });

  it('leaves every other address to the storefront', async () => {
    expect((await app.inject('/officer')).body).toBe('storefront');
    expect((await app.inject('/menus/201')).body).toBe('storefront');
  });
});

describe('an office that is not built', () => {
  it('says how to build it (503) instead of an empty page', async () => {
    const app = await serve(mkdtempSync(path.join(tmpdir(), 'nori-office-empty-')));
    const answer = await app.inject('/office/desk');
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toContain('npm run build --workspace @nori/office');
    await app.close();
  });
});

// Every route of spec §2 is rendered on the server: a plain GET (no JavaScript) already has the
// page's headline, in the language of the app_locale cookie. Unknown paths redirect home.
import { expect, test } from '@playwright/test';
import { headlineOf, LOCALES, ROUTES } from './shell-support';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

// The user agents of the browser projects: the home page has a layout per device (spec §2).
const USER_AGENTS = {
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  phone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
} as const;

for (const locale of LOCALES) {
  for (const route of ROUTES) {
    const devices = 'desktop' in route.headline ? (['desktop', 'phone'] as const) : (['desktop'] as const);
    for (const device of devices) {
      test(`GET ${route.path} renders its headline on the server (${locale}, ${device})`, async ({
        request,
      }) => {
        const response = await request.get(route.path, {
          headers: { cookie: `app_locale=${locale}`, 'user-agent': USER_AGENTS[device] },
          maxRedirects: 0,
        });
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toContain('text/html');
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        const headline = headlineOf(route, locale, device);
        expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(headline)}</h1>`));
        if (route.layer) expect(html).toContain(`>${escapeHtml(route.layer[locale])}</h2>`);
      });
    }
  }
}

test('the server renders the mobile layout for a mobile user agent and the desktop one otherwise', async ({
  request,
}) => {
  const phone = await request.get('/', {
    headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
  });
  expect(await phone.text()).toContain('data-device="mobile"');
  const hinted = await request.get('/', {
    headers: { 'sec-ch-ua-mobile': '?1', 'user-agent': 'Mozilla/5.0' },
  });
  expect(await hinted.text()).toContain('data-device="mobile"');
  const desktop = await request.get('/', {
    headers: { 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0' },
  });
  expect(await desktop.text()).toContain('data-device="desktop"');
  expect(desktop.headers()['vary']).toContain('Sec-CH-UA-Mobile');
});

test('without a language cookie the server speaks the configured default, Russian', async ({ request }) => {
  const html = await (await request.get('/restos')).text();
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain('>Заведения</h1>');
});

// Issue 42: every page links the tenant's manifest in its own language, and the manifest is there.
test('a page links the web app manifest in its language, and the server answers it', async ({ request }) => {
  expect(await (await request.get('/restos')).text()).toContain(
    '<link rel="manifest" href="/manifest.webmanifest"/>',
  );
  const english = await (await request.get('/restos?lang=en')).text();
  expect(english).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=en"/>');
  const manifest = await (await request.get('/manifest.webmanifest?lang=en')).json();
  expect(manifest).toMatchObject({ name: 'Умико', display: 'standalone', lang: 'en' });
  expect((await request.get(manifest.icons[0].src)).headers()['content-type']).toBe('image/png');
});

test('an unknown path is a real redirect home', async ({ request }) => {
  for (const path of ['/nope', '/menus', '/positions/12', '/promotions/12/extra', '/cart/unknown/deep']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe('/');
  }
});

test('the guard sends ids that cannot be ids to their list, and drops a trailing slash', async ({
  request,
}) => {
  const cases: Array<[string, string]> = [
    ['/menus/abc', '/'],
    ['/menus/201/positions/x1', '/menus/201'],
    ['/promotions/0', '/promotions'],
    ['/restos/-3', '/restos'],
    ['/restos/', '/restos'],
    ['/promotions/?from=home', '/promotions?from=home'],
  ];
  for (const [path, target] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()['location'], path).toBe(target);
  }
});

test('built assets are served with immutable caching; the API keeps its own paths', async ({ request }) => {
  const html = await (await request.get('/restos')).text();
  const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script as string);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-type']).toContain('javascript');
  const now = await request.get('/1/now');
  expect(now.status()).toBe(200);
  expect(await now.json()).toHaveProperty('utc_time');
  const unknownApi = await request.get('/1/p/nothing-here', { maxRedirects: 0 });
  expect(unknownApi.status()).toBe(404);
  expect(await unknownApi.json()).toHaveProperty('errors');
});

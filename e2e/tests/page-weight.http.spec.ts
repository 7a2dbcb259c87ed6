// Issues 11 and 17, what a first load costs. No script of the menu page carries zod (the browser's
// API client trusts the contract, which the API's own tests check) or map code. Its document
// carries what the page shows once: the JSON-LD only as itself, not again in the hydration data;
// the shown menu, not the restaurant's other one; no dish's modifiers until a dish is open; the
// records of the first screen's dishes only (the other cards are markup until the boot has them);
// no promotions, which a menu page does not show.
import { expect, test, type Page } from '@playwright/test';

const MENU = '/menus/201';
// A dish of the take-away menu 202 of the same restaurant (the demo's first), and a modifier name
// of the demo chain's dishes (a sauce), which the menu's cards do not print.
const OTHER_MENU_DISH_ID = 202001;
const MODIFIER_NAME = 'Соус унаги';
// A dish far down the menu: its description, which no card prints, is on the dish's own page alone
// (not in the hydration data, nor in the menu's JSON-LD, which lists dishes by name, price and page).
const LATER_DISH_DESCRIPTION = 'Томатный соус, моцарелла, томаты и базилик.';
const PROMOTION_TITLE = 'Минус 10% на первый заказ';

test("no script of the menu page carries zod, the checking client, map code or the staff's API", async ({
  page,
}) => {
  const scripts: { url: string; code: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.push({ url: response.url(), code: await response.text() });
  });
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  for (const { url, code } of scripts) {
    // zod's schemas carry their internals under `_zod`; the checking client names its failures so.
    expect(code, url).not.toContain('_zod');
    expect(code, url).not.toContain('invalid-response');
    expect(code, url).not.toContain('leaflet');
    // The staff's calls are the office's: the storefront's client carries its own routes alone.
    expect(code, url).not.toContain('/api/v1/office/');
  }
});

// Issue 17: Russian texts travel with the features that show them (apps/web/app/i18n/catalogues.ts),
// so the menu and dish pages' scripts carry none of the sign-in's, the checkout's, the location
// dialog's steps', the form checks' or the failures'.
test("no script of the menu and dish pages carries another feature's Russian texts", async ({ page }) => {
  const scripts: { url: string; code: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    scripts.push({ url: response.url(), code: await response.text() });
  });
  await page.goto(`${MENU}/positions/201001`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(2);
  for (const { url, code } of scripts) {
    for (const text of [
      'Неверный код из СМС',
      'Авторизация',
      'Способ получения',
      'Контакты',
      'Укажите корректный номер',
    ])
      expect(code, url).not.toContain(text);
  }
});

// Issue 17's budget counts requests too: a page loads the shell's chunks, its route's and the
// chunks its route shares with others, no more. Chunk names come from apps/web/vite.config.ts.
const scriptNamesOf = async (page: Page, path: string): Promise<string[]> => {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return names;
};

test("a first visit's city list loads no code of the place step, the cart or the checkout", async ({
  page,
}) => {
  const names = await scriptNamesOf(page, '/menus/201/positions/201001');
  // The city list is the location dialog's first step, which is the shell's (no script of its own).
  await expect(page.getByRole('heading', { name: 'Выберите город' })).toBeVisible();
  // `order` holds the cart's and checkout's pricing, `pages` what no folder claims and pages share;
  // place-step the city's restaurants, and location-steps what the later steps share.
  for (const name of names)
    expect(name).not.toMatch(/\/assets\/(pages|order|cart|checkout|place-step|location-steps)-/);
  expect(names.length).toBeLessThanOrEqual(8);
});

test("the home page loads its own chunk, not the cart's and checkout's shared code", async ({ page }) => {
  const names = await scriptNamesOf(page, '/');
  expect(names.some((name) => /\/assets\/home-/.test(name))).toBe(true);
  for (const name of names) expect(name).not.toMatch(/\/assets\/(pages|order|cart|checkout)-/);
  expect(names.length).toBeLessThanOrEqual(8);
});

test("the menu page's document carries its JSON-LD once, its own menu's first screen and no modifiers", async ({
  request,
}) => {
  const html = await (await request.get(MENU)).text();
  // No script is asked for before the first paint: the module script adds the preloads once the
  // page is painted (paint-first.server.ts).
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).toMatch(/'first-contentful-paint'[^<]*modulepreload[^<]*"\/assets\/entry\.client-[^"]+\.js"/);
  // One JSON-LD script, and none of its text a second time (the hydration data once held a copy).
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? '';
  expect(html.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
  const firstItem = /"@type":"MenuItem","name":"[^"]+","url":"[^"]+"/.exec(jsonLd)?.[0] ?? 'no MenuItem';
  expect(html.split(firstItem)).toHaveLength(2);
  expect(html).not.toContain(`"id":${OTHER_MENU_DISH_ID}`);
  expect(html).not.toContain(MODIFIER_NAME);
  expect(html).not.toContain(LATER_DISH_DESCRIPTION);
  expect(html).not.toContain(PROMOTION_TITLE);

  // A dish's own page carries that dish's modifiers, for its open layer.
  const dish = await (await request.get(`${MENU}/positions/201001`)).text();
  expect(dish).toContain(MODIFIER_NAME);
});

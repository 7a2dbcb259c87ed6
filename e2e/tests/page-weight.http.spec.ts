// Issue 11, what a first load costs: the scripts the menu page's document preloads carry no zod and
// no contract client, which the boot loads on demand after hydration, and no map code.
import { expect, test } from '@playwright/test';

const MENU = '/menus/201';

const preloadedScripts = (html: string): string[] =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1] ?? '');

test('the menu page preloads no zod, contract client or map code', async ({ request }) => {
  const scripts = preloadedScripts(await (await request.get(MENU)).text());
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const code = await (await request.get(script)).text();
    expect(code.length).toBeGreaterThan(0);
    // zod's schemas carry their internals under `_zod`; the client names its failures so.
    expect(code, script).not.toContain('_zod');
    expect(code, script).not.toContain('invalid-response');
    expect(code, script).not.toContain('leaflet');
  }
});

test('after hydration the boot loads the contract client on demand, once', async ({ page }) => {
  const contractScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    if ((await response.text()).includes('_zod')) contractScripts.push(response.url());
  });
  await page.goto(MENU);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => contractScripts.length).toBe(1);
});

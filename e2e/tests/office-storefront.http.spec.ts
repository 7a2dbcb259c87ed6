// The storefront never carries the staff app (issue 37): its pages request nothing under /office/,
// and the office's page is its own, with a policy that allows this origin only.
import { expect, test } from '@playwright/test';
import { asReturningVisitor } from './menu-support';

test("the storefront's pages load no /office asset", async ({ page }) => {
  await asReturningVisitor(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ['/', '/menus/201', '/cart', '/restos']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((path) => path.startsWith('/office'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/api/v1/office'))).toEqual([]);
});

test("the office's page: its own bundle, the tenant's palette, a same-origin-only policy", async ({
  request,
}) => {
  const page = await request.get('/office/desk/201');
  expect(page.status()).toBe(200);
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self'`);
  expect(policy).not.toMatch(/unsafe|https:/);
  const html = await page.text();
  expect(html).toContain('<title>Умико</title>');
  const script = /src="(\/office\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const palette = await request.get(/href="(\/office\/tenant\.css\?v=[^"]+)"/.exec(html)?.[1] ?? '');
  expect(await palette.text()).toContain('--tenant-brand: #d63a2f;');
});

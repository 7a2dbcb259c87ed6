// Browser-stored settings (spec §3): wiped when the app version or white label changes, kept
// otherwise; the language choice is stored, mirrored in a cookie and rendered by the server.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './shell-support';

const seed = (page: Page, values: Record<string, unknown>) =>
  page.addInitScript((entries) => {
    // Only on the first load of the test, so a reload sees what the app left.
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries))
      window.localStorage.setItem(key, JSON.stringify(value));
  }, values);

const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test('stored settings are wiped when the app version changes', async ({ page }) => {
  await seed(page, {
    app_version: '0.0.1',
    app_white_label: 'demo',
    app_cookies_consent_accepted: true,
    app_city_id: 201,
    app_resto_id: 201,
    app_cart: { positions: [{ count: 2 }], personCount: 1, promoCode: null },
  });
  await page.goto('/restos');
  await waitForHydration(page);
  expect(await stored(page, 'app_version')).toBe('"0.1.0"');
  expect(await stored(page, 'app_cookies_consent_accepted')).toBeNull();
  expect(await stored(page, 'app_city_id')).toBeNull();
  expect(await stored(page, 'app_resto_id')).toBeNull();
  expect(await stored(page, 'app_cart')).toBeNull();
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toBeVisible();
});

test('stored settings are wiped when the white label changes', async ({ page }) => {
  await seed(page, {
    app_version: '0.1.0',
    app_white_label: 'other-chain',
    app_cookies_consent_accepted: true,
  });
  await page.goto('/restos');
  await waitForHydration(page);
  expect(await stored(page, 'app_white_label')).toBe('"demo"');
  expect(await stored(page, 'app_cookies_consent_accepted')).toBeNull();
});

test('stored settings of the same version and white label are kept', async ({ page }) => {
  await seed(page, { app_version: '0.1.0', app_white_label: 'demo', app_cookies_consent_accepted: true });
  await page.goto('/restos');
  await waitForHydration(page);
  expect(await stored(page, 'app_cookies_consent_accepted')).toBe('true');
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toHaveCount(0);
});

test('accepting cookies is remembered', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/restos');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Файлы cookie' });
  await banner.getByRole('button', { name: 'Принять' }).click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page, 'app_cookies_consent_accepted')).toBe('true');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Файлы cookie' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("the cookie banner shows before the page's scripts run, to a visitor who has not answered only", async ({
  page,
}) => {
  // No script of the page loads: what shows is the server's markup and the head's inline line. The
  // banner used to appear only after hydration (issue 17: the cart's largest paint on a first visit).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/cart');
  const banner = page.getByRole('region', { name: 'Файлы cookie' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Мы используем файлы cookie');
  await page.evaluate(() => window.localStorage.setItem('app_cookies_consent_accepted', 'true'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the cookie banner can be answered while the start dialog asks for the city', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await expect(dialog.getByRole('button', { name: 'Казань' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Файлы cookie' });
  await banner.getByRole('button', { name: 'Принять' }).click();
  await expect(banner).toHaveCount(0);
  expect(await stored(page, 'app_cookies_consent_accepted')).toBe('true');
  // The dialog is still there and still answers.
  await dialog.getByRole('button', { name: 'Казань' }).click();
  await expect(dialog.getByRole('button', { name: 'Самовывоз' })).toBeVisible();
});

test('the chosen language is stored, mirrored in a cookie and rendered by the server', async ({
  page,
  context,
}, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/restos');
  await waitForHydration(page);
  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page
      .getByRole('dialog', { name: 'Навигация' })
      .getByRole('button', { name: 'Язык: Русский' })
      .click();
  } else {
    await page.locator('.app-bar').getByRole('button', { name: 'Язык: Русский' }).click();
  }
  await page.getByRole('button', { name: 'Crnogorski' }).click();
  await expect(page.locator('h1')).toHaveText('Restorani');
  await expect(page.locator('html')).toHaveAttribute('lang', 'cnr');
  expect(await stored(page, 'app_locale')).toBe('"cnr"');
  const cookie = (await context.cookies()).find((item) => item.name === 'app_locale');
  expect(cookie?.value).toBe('cnr');

  const html = await (await page.request.get('/promotions')).text();
  expect(html).toContain('<html lang="cnr"');
  expect(html).toContain('>Akcije</h1>');
  await page.goto('/promotions');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Akcije');
  expect(problems).toEqual([]);
});

test('a missing stored language falls back to the configured default, Russian', async ({
  page,
  context,
  baseURL,
}) => {
  // A cookie without the stored choice behind it (storage cleared by hand) is not trusted.
  await context.addCookies([{ name: 'app_locale', value: 'en', url: baseURL as string }]);
  await page.goto('/restos');
  await waitForHydration(page);
  await expect(page.locator('h1')).toHaveText('Заведения');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  // Forgotten by the start-up's effect, which may run a moment after hydration is marked.
  await expect
    .poll(async () => (await context.cookies()).find((item) => item.name === 'app_locale'))
    .toBeUndefined();
});

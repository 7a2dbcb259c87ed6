// Issue 42: the installed storefront opens offline. After a first visit to the menu (the service
// worker registers after the page's load and keeps what that visit loaded), the network goes: the
// reloaded menu opens from the worker's copies, says 'Нет сети', and a dish goes into the cart;
// the network comes back and the order is placed (the preflight and the order never come from a
// cache). Chromium finds the storefront installable. Runs on the phone only (playwright.config.ts): an installed storefront is a phone's.
import { expect, test, type Page } from '@playwright/test';
import { phoneFor, requestCode } from './auth-support';
import { seedOrder } from './checkout-support';
import { waitForHydration, watchConsole } from './shell-support';

// The service workers the other journeys block.
test.use({ serviceWorkers: 'allow' });
test.slow();

const MENU = '/menus/202';
// A dish without modifiers: its card's button puts it in the cart.
const DISH = 'Нигири с угрём';

/** Until the worker controls the page and has kept the menu's document the first visit loaded. */
const menuKeptOffline = async (page: Page) => {
  await expect
    .poll(() =>
      page.evaluate(async (menu) => {
        if (!navigator.serviceWorker.controller) return 'not controlled';
        for (const name of await caches.keys())
          if (name.startsWith('nori-pages-') && (await (await caches.open(name)).match(menu))) return 'kept';
        return 'not kept';
      }, MENU),
    )
    .toBe('kept');
};

test('offline after a first visit the menu opens and a dish goes into the cart; back online the order is placed', async ({
  page,
  context,
}, testInfo) => {
  await seedOrder(page, { lines: [], deliveryType: 'TAKE_AWAY' });
  await page.goto(MENU);
  await waitForHydration(page);
  await menuKeptOffline(page);
  // Chromium's own install check: a manifest it accepts, its icons, a worker that answers offline.
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is incognito, where Chromium installs nothing; that is all it may say.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  await context.setOffline(true);
  const problems = watchConsole(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('status').filter({ hasText: /^Нет сети/ })).toBeVisible();
  await page.getByRole('button', { name: `Добавить «${DISH}» в корзину` }).click();
  await expect(page.getByRole('group', { name: `«${DISH}» в корзине` })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('app_cart') ?? 'null'));
  expect(stored.positions.map((line: { name: string; count: number }) => [line.name, line.count])).toEqual([
    [DISH, 1],
  ]);
  // Offline, nothing failed on the page but network calls: the browser's own lines, and React
  // Router's route discovery for the page's links, a prefetch it makes again on a tap. Whether the
  // worker kept the discovery queries of the first visit depends on when it took control.
  const networkOnly =
    /Failed to load resource|ERR_INTERNET_DISCONNECTED|^error: Failed to fetch manifest patches TypeError: Failed to fetch/;
  expect(problems.filter((line) => !networkOnly.test(line))).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /^Нет сети/ })).toBeHidden();
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.getByRole('link', { name: 'Войти' }).click();
  const code = await requestCode(page, phoneFor(testInfo, 42));
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Email для чека' }).fill('anna@example.com');
  await page.getByRole('radio', { name: 'Наличными при получении' }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const success = page.getByRole('dialog', { name: 'Ваш заказ принят' });
  await expect(success.getByText(/Заказ № \d+/)).toBeVisible();
});

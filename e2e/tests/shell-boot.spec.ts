// The boot of spec §4 through the real API: the bootloader's city and pickup point, the catalog
// of the chosen restaurant, fatal boot errors with a retry, and the scroll rules of spec §2.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './shell-support';

const located = (page: Page) =>
  page.addInitScript(() => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    const values = { app_cookies_consent_accepted: true, app_city_id: 201, app_resto_id: 201 };
    for (const [key, value] of Object.entries(values))
      window.localStorage.setItem(key, JSON.stringify(value));
  });

test('the bootloader asks for a city and a pickup point, then the restaurant loads', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const bootloader = page.getByRole('dialog', { name: 'Адрес' });
  await bootloader.getByRole('button', { name: 'Казань' }).click();
  // Kazan delivers, so delivery is the default type (spec §4): take-away is the other tab.
  await bootloader.getByRole('button', { name: 'Самовывоз' }).click();
  await expect(bootloader.getByRole('heading', { name: 'Точки самовывоза' })).toBeVisible();
  // Back to the cities: there are two (spec §2: the city button, unless there is one city).
  await bootloader.getByRole('button', { name: 'Город: Казань' }).click();
  await bootloader.getByRole('button', { name: 'Казань' }).click();
  await bootloader.getByRole('button', { name: 'Самовывоз' }).click();
  await bootloader.getByRole('radio', { name: /ул\. Баумана, 44/ }).click();
  await expect(bootloader).toBeHidden();

  const stored = await page.evaluate(() => ({
    city: window.localStorage.getItem('app_city_id'),
    resto: window.localStorage.getItem('app_resto_id'),
    type: window.localStorage.getItem('app_order_delivery_type'),
  }));
  expect(stored).toEqual({ city: '201', resto: '201', type: '"TAKE_AWAY"' });
  await expect(page.getByRole('link', { name: /Самовывоз/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Минус 10% на первый заказ/ })).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await expect(
      page.locator('.app-bar').getByRole('button', { name: /Самовывоз: ул\. Баумана, 44/ }),
    ).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a promotion opened from home is a layer over home with a view-all button', async ({ page }) => {
  const problems = watchConsole(page);
  await located(page);
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: /Минус 10% на первый заказ/ });
  // Scrolled down the page, with the card still in view (so clicking it scrolls nothing).
  await card.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await card.click();
  const layer = page.getByRole('dialog', { name: 'Минус 10% на первый заказ' });
  await expect(layer).toBeVisible();
  await expect(page).toHaveURL(/\/promotions\/201$/);
  await expect(layer.getByRole('link', { name: 'Все акции' })).toBeVisible();
  // The page under the layer is home, where the visitor was (spec §2: the layer keeps the scroll).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await page.keyboard.press('Escape');
  await expect(layer).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(problems).toEqual([]);
});

test('a promotion opened from the list is a layer over the list without the view-all button', async ({
  page,
}) => {
  await located(page);
  await page.goto('/promotions');
  await waitForHydration(page);
  await page.getByRole('link', { name: /Счастливые часы/ }).click();
  const layer = page.getByRole('dialog', { name: 'Счастливые часы' });
  await expect(layer).toBeVisible();
  await expect(layer.getByRole('link', { name: 'Все акции' })).toHaveCount(0);
  await expect(page.locator('h1')).toHaveText('Акции');
  await layer.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
});

test('other navigation starts at the top of the new page', async ({ page }) => {
  await located(page);
  await page.goto('/dostavka');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Поставщикам', exact: true }).click();
  await expect(page.locator('h1')).toHaveText('Поставщикам');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a boot error is fatal and shown in Russian with its status and a retry', async ({ page }) => {
  await page.route('**/1/now', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/restos');
  await waitForHydration(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Не удалось загрузить данные' })).toBeVisible();
  // Spec §8's 'Failed to fetch UTC time', said in the page's language (issue 34, item 12).
  await expect(alert).toContainText('Сервер не смог ответить. Попробуйте ещё раз чуть позже.');
  await expect(alert).toContainText('Код ошибки: 503');
  await expect(alert).not.toContainText('Failed to fetch');
  await page.unroute('**/1/now');
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('h1')).toHaveText('Заведения');
});

test('a boot without an answer says so in Russian, not in the client’s English', async ({ page }) => {
  await page.route('**/1/p/cities*', (route) => route.abort('internetdisconnected'));
  await page.goto('/restos');
  await waitForHydration(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Ошибка сети при попытке получить данные');
  await expect(alert).not.toContainText('Failed to fetch');
  await page.unroute('**/1/p/cities*');
  await alert.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.locator('h1')).toHaveText('Заведения');
});

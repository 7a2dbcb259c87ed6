// The map popup of spec §2, §5: lazily loaded, zones and pickup markers, 'Подтвердить' disabled
// until there is something to confirm, for take-away and for delivery.
import { expect, test, type Page } from '@playwright/test';
import { asReturningVisitor } from './menu-support';
import { openKazan, openLocationDialog } from './location-support';
import { waitForHydration, watchConsole } from './shell-support';

// Whole journeys through the real API on a machine shared with other runs: triple the timeout.
test.slow();

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key);

test('take-away: a pickup point chosen on the map is saved', async ({ page }) => {
  const problems = watchConsole(page);
  const dialog = await openKazan(page);
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();

  const map = page.getByRole('dialog', { name: 'Карта' });
  const confirm = map.getByRole('button', { name: 'Подтвердить' });
  await expect(confirm).toBeDisabled();
  // Two demo zones of Kazan drawn as vector polygons, no tiles needed.
  await expect(map.locator('path.leaflet-interactive:not([role])')).toHaveCount(2);
  await map.getByRole('button', { name: 'ул. Чистопольская, 20' }).click();
  await expect(map.locator('.leaflet-popup')).toContainText('Умико на Чистопольской');
  await expect(map.getByText('Умико на Чистопольской, ул. Чистопольская, 20')).toBeVisible();
  await confirm.click();

  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
  expect(await stored(page, 'app_resto_id')).toBe(202);
  expect(problems).toEqual([]);
});

test('delivery: confirm waits for an address in a zone, then fills the form', async ({ page }) => {
  const dialog = await openKazan(page);
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();
  const map = page.getByRole('dialog', { name: 'Карта' });
  const confirm = map.getByRole('button', { name: 'Подтвердить' });
  await expect(confirm).toBeDisabled();

  const search = map.getByRole('combobox', { name: 'Адрес доставки' });
  await search.fill('Победы 100');
  await map.getByRole('option', { name: /^пр\. Победы, 100/ }).click();
  await expect(map.getByText('Адрес не входит в зону доставки')).toBeVisible();
  await expect(confirm).toBeDisabled();

  await search.fill('Баумана 44');
  await map.getByRole('option', { name: /^ул\. Баумана, 44/ }).click();
  await expect(confirm).toBeEnabled();
  await map.getByRole('button', { name: 'Приблизить' }).click();
  await confirm.click();

  await expect(map).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Адрес доставки' })).toHaveValue('ул. Баумана, 44');
  await expect(dialog.getByText('Доставит Умико на Баумана')).toBeVisible();
});

test('delivery: a click on the map picks the nearest address and checks its zone', async ({ page }) => {
  const problems = watchConsole(page);
  const dialog = await openKazan(page);
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();
  const map = page.getByRole('dialog', { name: 'Карта' });
  const canvas = map.getByTestId('location-map');
  await expect(map.locator('path.leaflet-interactive:not([role])')).toHaveCount(2);

  // The map opens on the city's centre, at the end of Baumana street, inside the centre's zone.
  await canvas.click();
  const search = map.getByRole('combobox', { name: 'Адрес доставки' });
  await expect(search).toHaveValue(/^ул\. Баумана, \d+$/);
  await expect(map.getByText('Адрес не входит в зону доставки')).toHaveCount(0);
  const picked = await search.inputValue();
  await map.getByRole('button', { name: 'Подтвердить' }).click();

  await expect(map).toBeHidden();
  await expect(dialog.getByRole('combobox', { name: 'Адрес доставки' })).toHaveValue(picked);
  await expect(dialog.getByText('Доставит Умико на Баумана')).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 34: one Escape closes the topmost dialog only — the map, not the address dialog under it.
test('Escape on the map closes the map and leaves the address dialog open', async ({ page, isMobile }) => {
  await asReturningVisitor(page);
  await page.goto('/restos');
  await waitForHydration(page);
  const dialog = await openLocationDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();
  const map = page.getByRole('dialog', { name: 'Карта' });
  await expect(map.getByTestId('location-map')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

// Issue 34: the map opens on the place chosen already: the stored pickup point is chosen there too,
// and 'Подтвердить' confirms it without a second tap.
test('the map opens on the stored pickup point, ready to confirm', async ({ page, isMobile }) => {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('app_city_id') !== null) return;
    window.localStorage.setItem('app_cookies_consent_accepted', 'true');
    window.localStorage.setItem('app_city_id', '201');
    window.localStorage.setItem('app_resto_id', '202');
    window.localStorage.setItem('app_order_delivery_type', '"TAKE_AWAY"');
  });
  await page.goto('/restos');
  await waitForHydration(page);
  const dialog = await openLocationDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();
  const map = page.getByRole('dialog', { name: 'Карта' });
  await expect(map.getByText('Умико на Чистопольской, ул. Чистопольская, 20')).toBeVisible();
  await expect(map.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
});

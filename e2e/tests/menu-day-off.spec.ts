// Spec §4: a restaurant that is not taking orders shows the day-off dialog over its menu.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, fixServerTime, waitForMenuHydration } from './menu-support';

test.describe.configure({ timeout: 90_000 });

test('the restaurant on Chistopolskaya on its Monday day off shows the dialog', async ({ page }) => {
  await asReturningVisitor(page);
  await page.addInitScript(() => window.localStorage.setItem('app_resto_id', '202'));
  // Monday 12:00 in Kazan.
  await fixServerTime(page, '2026-11-23T09:00:00.000Z');
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Сейчас не принимаем заказы' });
  // It opens once the boot has loaded the restaurant, which may take a while on a busy machine.
  await expect(dialog).toContainText('Умико на Чистопольской сейчас не работает', { timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Понятно' }).click();
  await expect(dialog).toBeHidden();
});

test('an open restaurant shows no day-off dialog', async ({ page }) => {
  await asReturningVisitor(page);
  await page.addInitScript(() => window.localStorage.setItem('app_resto_id', '202'));
  // Tuesday 12:00 in Kazan.
  await fixServerTime(page, '2026-11-24T09:00:00.000Z');
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  await expect(page.locator('.position-card').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Сейчас не принимаем заказы' })).toHaveCount(0);
});

// A second tenant (white label 'sakura', apps/web/tenants/sakura.json) on its own server: its
// name, palette and age confirmation come from configuration alone.
import { expect, test } from '@playwright/test';
import { chooseLocale, waitForHydration, watchConsole } from './shell-support';

const secondTenantURL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
test.use({ baseURL: secondTenantURL });

test('the second tenant is drawn in its own name and colours', async ({ request }) => {
  const html = await (await request.get('/restos')).text();
  expect(html).toContain('--color-brand:#e86aa6');
  expect(html).toContain('<title>Заведения — Sakura Rolls</title>');
  expect(html).not.toContain('Умико');
});

test('visitors confirm they are over 18 before anything else, and it is remembered', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/');
  await waitForHydration(page);
  const question = page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' });
  await expect(question).toBeVisible();
  // Persistent: Escape does not answer it, and there is no close button.
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);

  await question.getByRole('button', { name: 'Нет' }).click();
  const denied = page.getByRole('dialog', { name: 'Извините' });
  await expect(denied).toContainText('Сайт доступен только совершеннолетним посетителям.');
  await expect(denied.getByRole('button', { name: 'Отмена' })).toHaveCount(0);
  await denied.getByRole('button', { name: 'Я ошибся' }).click();
  await question.getByRole('button', { name: 'Да, мне есть 18' }).click();
  await expect(question).toBeHidden();
  expect(await page.evaluate(() => window.localStorage.getItem('app_adulthood_confirmed'))).toBe('true');

  // Then the bootloader; with one city it starts on the place step, without a way back (spec §2, §4).
  const bootloader = page.getByRole('dialog', { name: 'Адрес' });
  await expect(bootloader.getByText('Город: Тестоград')).toBeVisible();
  await expect(bootloader.getByRole('button', { name: 'Город: Тестоград' })).toHaveCount(0);
  await bootloader.getByRole('button', { name: 'Самовывоз' }).click();
  await expect(bootloader.getByRole('radio', { name: /ул\. Ленина, 1/ })).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('dialog', { name: 'Адрес' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Вам исполнилось 18 лет?' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the age question is translated', async ({ page, baseURL }) => {
  await chooseLocale(page, baseURL as string, 'en');
  await page.goto('/restos');
  await waitForHydration(page);
  const question = page.getByRole('dialog', { name: 'Are you over 18?' });
  await expect(question.getByRole('button', { name: "Yes, I'm over 18" })).toBeVisible();
  await expect(question.getByRole('button', { name: 'No' })).toBeVisible();
});

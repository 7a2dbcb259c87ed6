// The staff app's sign-in and screens (issue 37), at tablet and phone size: wrong passwords are
// refused in the staff member's language, the owner sees the staff and the audit log, a manager
// goes straight to the desk of their restaurant, and every screen passes axe with no violation.
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  DEMO_MANAGER,
  DEMO_OWNER,
  DEMO_STAFF_PASSWORD,
  expectNoSidewaysScroll,
  signInToOffice,
} from './office-support';

test('a wrong password is refused in Russian, and in English after switching', async ({ page }) => {
  await page.goto('/office/');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Почта').fill(DEMO_OWNER);
  await page.getByLabel('Пароль').fill('not-the-password');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toHaveText('Неверная почта или пароль');

  await page.getByLabel('Язык').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  expect(await axeViolations(page)).toEqual([]);
});

test("the owner's screens: restaurants, staff, audit log and account, each without an axe violation", async ({
  page,
}) => {
  await signInToOffice(page, DEMO_OWNER);
  // Owners see every restaurant of the chain and choose one.
  await expect(page).toHaveURL(/\/office\/desk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Выберите ресторан' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Умико на Баумана/ })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Сотрудники' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible();
  await expect(page.getByText(DEMO_MANAGER)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Журнал' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'staff.create' }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'Мой профиль' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
});

test('an owner adds a manager, who signs in with the one-time password and must change it', async ({
  page,
  browser,
}, testInfo) => {
  await signInToOffice(page, DEMO_OWNER, '/office/staff');
  const email = `cook-${testInfo.project.name}-${Date.now()}@demo.nori`;
  await page.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить сотрудника' });
  await dialog.getByLabel('Почта').fill(email);
  await dialog.getByLabel('Имя').fill('Повар Иван');
  await dialog.getByRole('checkbox', { name: /Умико на Баумана/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Добавить сотрудника' }).click();
  const created = page.getByRole('dialog', { name: 'Сотрудник добавлен' });
  const oneTimePassword = (await created.getByTestId('one-time-password').textContent()) ?? '';
  expect(oneTimePassword.length).toBeGreaterThanOrEqual(10);
  await created.getByRole('button', { name: 'Закрыть' }).first().click();
  await expect(page.getByText(email)).toBeVisible();

  // The new manager on a device of their own (a second browser context: no shared cookie).
  const cookDevice = await browser.newContext({ viewport: page.viewportSize(), timezoneId: 'Europe/Moscow' });
  const cook = await cookDevice.newPage();
  await cook.goto('/office/');
  await cook.getByLabel('Почта').fill(email);
  await cook.getByLabel('Пароль').fill(oneTimePassword);
  await cook.getByRole('button', { name: 'Войти' }).click();
  await expect(cook.getByRole('heading', { level: 1, name: 'Смените одноразовый пароль' })).toBeVisible();
  expect(await axeViolations(cook)).toEqual([]);
  await cook.getByLabel('Текущий пароль').fill(oneTimePassword);
  await cook.getByLabel('Новый пароль', { exact: true }).fill('short');
  await cook.getByLabel('Новый пароль ещё раз').fill('short');
  await cook.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(cook.getByText('Пароль короче 10 символов')).toBeVisible();
  await cook.getByLabel('Новый пароль', { exact: true }).fill(`${DEMO_STAFF_PASSWORD}-ivan`);
  await cook.getByLabel('Новый пароль ещё раз').fill(`${DEMO_STAFF_PASSWORD}-ivan`);
  await cook.getByRole('button', { name: 'Сменить пароль' }).click();
  // A manager of one restaurant lands on its desk.
  await expect(cook).toHaveURL(/\/office\/desk\/201$/);
  await expect(cook.getByRole('heading', { level: 1, name: /Умико на Баумана/ })).toBeVisible();
  await cookDevice.close();
});

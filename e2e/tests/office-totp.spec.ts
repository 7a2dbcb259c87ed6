// Sign-in codes (issue 37): a staff member sets up TOTP on their account page with the key an
// authenticator app would take; from then on sign-in asks for a code, refuses a wrong one in the
// staff member's language, and lets them in with the right one.
import { expect, test } from '@playwright/test';
import { addStaff, axeViolations, DEMO_OWNER, signInToOffice, totpCode } from './office-support';

test('TOTP set up on the account page is asked for at the next sign-in', async ({
  page,
  browser,
}, testInfo) => {
  await signInToOffice(page, DEMO_OWNER, '/office/account');
  const email = `totp-${testInfo.project.name}-${Date.now()}@demo.nori`;
  const oneTimePassword = await addStaff(page, { email, name: 'Оператор', role: 'OPERATOR', restoIds: [] });
  const password = `${oneTimePassword}-mine`;

  const device = await browser.newContext({ viewport: page.viewportSize(), timezoneId: 'Europe/Moscow' });
  const staff = await device.newPage();
  await staff.goto('/office/account');
  await staff.getByLabel('Почта').fill(email);
  await staff.getByLabel('Пароль').fill(oneTimePassword);
  await staff.getByRole('button', { name: 'Войти' }).click();
  await staff.getByLabel('Текущий пароль').fill(oneTimePassword);
  await staff.getByLabel('Новый пароль', { exact: true }).fill(password);
  await staff.getByLabel('Новый пароль ещё раз').fill(password);
  await staff.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();

  await staff.getByRole('button', { name: 'Настроить' }).click();
  const secret = (await staff.locator('.secret').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeViolations(staff)).toEqual([]);
  await staff.getByLabel('Код из приложения').fill(totpCode(secret));
  await staff.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(staff.getByText('Готово: теперь при входе спросим код')).toBeVisible();
  await expect(staff.getByText('Включён: при входе спрашиваем код из приложения.')).toBeVisible();

  await staff.getByRole('button', { name: 'Выйти' }).click();
  await staff.getByLabel('Почта').fill(email);
  await staff.getByLabel('Пароль').fill(password);
  await staff.getByRole('button', { name: 'Войти' }).click();
  // The code is asked for, with the focus in its field, and no error shown for asking.
  const code = staff.getByLabel('Код из приложения');
  await expect(code).toBeFocused();
  await expect(staff.getByRole('alert')).toHaveCount(0);
  await code.fill(totpCode(secret, 5));
  await staff.getByRole('button', { name: 'Войти' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Неверный код из приложения-аутентификатора');
  // The next step's code: the one used to confirm never works twice.
  await code.fill(totpCode(secret, 1));
  await staff.getByRole('button', { name: 'Войти' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Мой профиль' })).toBeVisible();
  await device.close();
});

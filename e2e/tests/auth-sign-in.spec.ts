// Sign-in by phone (spec §4, §5, §8): the SMS code from the development inbox signs the person in,
// the app bar (or the drawer on phones) shows them, sign-out clears the session; the validation
// and SMS error messages; the resend countdown; tokens refreshed or the session ended at start.
import { expect, test, type Page } from '@playwright/test';
import { asReturningVisitor } from './menu-support';
import { phoneFor, requestCode, storedTokens, waitForHydration } from './auth-support';

const openAccountArea = async (page: Page, project: string) => {
  if (project === 'phone') await page.getByRole('button', { name: 'Открыть меню' }).click();
  return project === 'phone' ? page.getByRole('dialog') : page.getByRole('banner');
};

const signIn = async (page: Page, phone: string) => {
  await page.goto('/auth?next=/terms-of-sale');
  await waitForHydration(page);
  const code = await requestCode(page, phone);
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  // The path itself: '/auth?next=/terms-of-sale' ends the same way.
  await expect(page).toHaveURL((url) => url.pathname === '/terms-of-sale');
  await expect(page.getByRole('heading', { level: 1, name: 'Условия продажи' })).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('signs in with the SMS code, shows the person, signs out', async ({ page }, testInfo) => {
  const phone = phoneFor(testInfo);
  await signIn(page, phone);

  const area = await openAccountArea(page, testInfo.project.name);
  await expect(area.getByText(phone)).toBeVisible();
  await area.getByRole('button', { name: 'Выйти' }).click();
  await expect(area.getByRole('link', { name: 'Войти' })).toBeVisible();
  expect(await storedTokens(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('app_profile'))).toBeNull();
});

test('shows the validation messages and the wrong-code message, with the resend countdown', async ({
  page,
}, testInfo) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Авторизация' })).toBeVisible();
  await expect(page.getByLabel('Номер телефона')).toHaveAttribute('placeholder', /^\+7/);

  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Введите номер телефона')).toBeVisible();
  // Spec §9: the number is shown formatted as it is typed.
  await page.getByLabel('Номер телефона').fill('+7900123');
  await expect(page.getByLabel('Номер телефона')).toHaveValue('+7 900 123');
  await page.getByLabel('Номер телефона').fill('+790012');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Укажите корректный номер')).toBeVisible();

  const phone = phoneFor(testInfo, 1);
  const code = await requestCode(page, phone);
  await expect(page.getByText(/Отправить код повторно через 1:[0-3]\d/)).toBeVisible();
  const [, operator, first, second, third] = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone) ?? [];
  await expect(page.getByText(`на номер +7 ${operator} ${first}-${second}-${third}`)).toBeVisible();

  const confirm = page.getByRole('button', { name: 'Войти', exact: true });
  await confirm.click();
  await expect(page.getByText('Введите код из СМС')).toBeVisible();
  await page.getByLabel('Код из СМС').fill('123');
  await confirm.click();
  await expect(page.getByText('Слишком короткий SMS-код')).toBeVisible();

  const wrong = code === '111111' ? '222222' : '111111';
  await page.getByLabel('Код из СМС').fill(wrong);
  await confirm.click();
  await expect(page.getByRole('alert')).toHaveText('Неверный код из СМС');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedTokens(page)).toBeNull();

  // Asking again before the 90 s are over: the spec's message, and the code step stays.
  await page.getByRole('button', { name: 'Изменить номер' }).click();
  await page.getByLabel('Номер телефона').fill(phone);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Код уже отправлен. Новый код можно запросить раз в 90 секунд',
  );
});

test('refreshes an expired access token without signing out', async ({ page }, testInfo) => {
  await signIn(page, phoneFor(testInfo, 2));
  const before = await storedTokens(page);
  await page.evaluate(() => {
    const tokens = JSON.parse(window.localStorage.getItem('app_tokens') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem('app_tokens', JSON.stringify({ ...tokens, accessTokenExpiresAt: 0 }));
  });

  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/sign/refresh'));
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  await expect
    .poll(async () => (await storedTokens(page))?.['accessToken'])
    .not.toBe(before?.['accessToken']);
  const area = await openAccountArea(page, testInfo.project.name);
  await expect(area.getByRole('button', { name: 'Выйти' })).toBeVisible();
});

test('an expired refresh token signs out', async ({ page }, testInfo) => {
  await signIn(page, phoneFor(testInfo, 3));
  await page.evaluate(() => {
    const tokens = JSON.parse(window.localStorage.getItem('app_tokens') ?? '{}') as Record<string, unknown>;
    window.localStorage.setItem(
      'app_tokens',
      JSON.stringify({ ...tokens, accessTokenExpiresAt: 0, refreshTokenExpiresAt: 0 }),
    );
  });
  await page.reload();
  const area = await openAccountArea(page, testInfo.project.name);
  await expect(area.getByRole('link', { name: 'Войти' })).toBeVisible();
  expect(await storedTokens(page)).toBeNull();
});

// Issue 34: signing in from a page returns to that page's own entry in the history, so the first
// Back leads where the customer was before it, not to a second copy of the same page.
test('the first Back after signing in leaves the page it returned to', async ({ page }, testInfo) => {
  await page.goto('/terms-of-sale');
  await waitForHydration(page);
  await page.goto('/restos');
  await waitForHydration(page);
  const area = await openAccountArea(page, testInfo.project.name);
  await area.getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\?next=%2Frestos$/);
  const code = await requestCode(page, phoneFor(testInfo, 3));
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/restos');
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/terms-of-sale');
});

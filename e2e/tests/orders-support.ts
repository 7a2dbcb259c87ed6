// Shared by the order-*.spec.ts browser tests: a guest's take-away cart, signed in on /auth and
// checked out with the given pay type.
import { expect, type Page, type TestInfo } from '@playwright/test';
import { phoneFor, requestCode } from './auth-support';
import { CALIFORNIA_TAKE_AWAY, PHILADELPHIA_TAKE_AWAY, seedOrder } from './checkout-support';
import { waitForHydration } from './shell-support';

type SeededOrder = Parameters<typeof seedOrder>[1];

/**
 * Филадельфия and two Калифорния for take-away at Baumana street (or the given order), checked
 * out as Анна.
 */
export const checkOut = async (
  page: Page,
  testInfo: TestInfo,
  salt: number,
  payType: string,
  order: SeededOrder = {
    deliveryType: 'TAKE_AWAY',
    lines: [PHILADELPHIA_TAKE_AWAY, { ...CALIFORNIA_TAKE_AWAY, count: 2 }],
  },
): Promise<void> => {
  await seedOrder(page, order);
  await page.goto('/auth?next=%2Fcart%2Fcheckout');
  await waitForHydration(page);
  const code = await requestCode(page, phoneFor(testInfo, salt));
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Email для чека' }).fill('anna@example.com');
  await page.getByRole('radio', { name: payType }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
};

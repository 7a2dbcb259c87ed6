// Issue 10: an order paid online through the built-in sandbox engine — approved or declined on its
// test page — and the order's page, whose status follows the restaurant's system live.
import { expect, test, type Page } from '@playwright/test';
import { BAUMANA } from './checkout-support';
import { checkOut } from './orders-support';
import { moveOrder } from './resto-system';
import { waitForHydration, watchConsole } from './shell-support';

test.slow();

/** The sandbox engine's page, on our own origin, says plainly that it is a test. */
const expectTestCardPage = async (page: Page): Promise<void> => {
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await expect(page.getByText('деньги не списываются')).toBeVisible();
};

const statusNow = (page: Page) => page.getByRole('region', { name: 'Статус' }).getByRole('status');

const orderIdOf = (page: Page): number => Number(new URL(page.url()).pathname.split('/').pop());

test('approved: the order is paid, and its page follows the restaurant live', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  await checkOut(page, testInfo, 11, 'Картой онлайн');
  await expectTestCardPage(page);
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await waitForHydration(page);
  await expect(statusNow(page)).toHaveText('Оплачен');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+$/);
  await expect(page.getByText('Филадельфия', { exact: true })).toBeVisible();
  await expect(page.getByText('Картой онлайн')).toBeVisible();

  // The restaurant's system moves the order; the page changes without being reloaded.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const order = { restoId: BAUMANA, id: orderIdOf(page) };
  await moveOrder(request, order, 'ACCEPTED');
  await expect(statusNow(page)).toHaveText('Принят рестораном');
  await moveOrder(request, order, 'COOKING');
  await expect(statusNow(page)).toHaveText('Готовится');
  await moveOrder(request, order, 'READY_FOR_PICKUP');
  await expect(statusNow(page)).toHaveText('Готов к выдаче');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // The cart was emptied when the order was placed.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'В корзине пока пусто' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('declined: the order says no money was taken, and is paid again on a new payment', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await checkOut(page, testInfo, 12, 'Картой онлайн');
  await expectTestCardPage(page);
  // Back from the payment page lands on the order, still waiting for its payment.
  await page.goBack();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await waitForHydration(page);
  await expect(statusNow(page)).toHaveText('Ожидает оплаты');
  await page.getByRole('link', { name: /^Оплатить/ }).click();
  await expectTestCardPage(page);
  await page.getByRole('button', { name: 'Отклонить платёж' }).click();

  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await waitForHydration(page);
  await expect(statusNow(page)).toHaveText('Оплата не прошла');
  await expect(page.getByText(/деньги не списаны/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Оплатить/ })).toHaveCount(0);
  // The restaurant takes card and cash on receipt for take-away: both are offered.
  await expect(page.getByRole('button', { name: 'Картой при получении' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Наличными при получении' })).toBeVisible();

  const orderPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: /^Оплатить снова · / }).click();
  await expectTestCardPage(page);
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL((url) => url.pathname === orderPath);
  await waitForHydration(page);
  await expect(statusNow(page)).toHaveText('Оплачен');
  expect(problems).toEqual([]);
});

test("a guest opening an order's page is asked to sign in, and brought back to it", async ({ page }) => {
  await page.goto('/orders/999999');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Чтобы увидеть заказ, авторизуйтесь' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Войти' })).toHaveAttribute(
    'href',
    '/auth?next=%2Forders%2F999999',
  );
});

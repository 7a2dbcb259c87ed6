// Issue 37: the restaurant's answer from its order desk reaches the customer's order page live —
// accepted with a ready-by time on the restaurant's clock, or rejected with a reason in the
// customer's language. The desk is played through its API by the demo manager (the demo chain's
// first restaurant, Baumana street), signed in as the office signs in.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BAUMANA } from './checkout-support';
import { checkOut } from './orders-support';
import { waitForHydration, watchConsole } from './shell-support';

test.slow();

const DESK = `/api/v1/office/restos/${BAUMANA}/desk`;

/** The demo manager's session cookie; office writes carry the server's own Origin. */
async function deskSession(request: APIRequestContext, origin: string): Promise<Record<string, string>> {
  const answer = await request.post('/api/v1/office/session', {
    data: { email: 'manager@demo.nori', password: 'nori-demo-staff' },
    headers: { origin },
  });
  expect(answer.status()).toBe(200);
  const cookie = answer.headers()['set-cookie']?.split(';')[0] ?? '';
  return { cookie, origin };
}

/** A cash order is confirmed in a dialog; its link opens the order's page. */
const placedOrderId = async (page: Page): Promise<number> => {
  await page.getByRole('link', { name: 'Следить за заказом' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await waitForHydration(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
};

test('accepted at the desk: the order page says when it will be ready, at once', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const problems = watchConsole(page);
  await checkOut(page, testInfo, 37, 'Наличными при получении');
  const orderId = await placedOrderId(page);
  const desk = await deskSession(request, baseURL ?? '');
  const readyAt = new Date(Date.now() + 40 * 60_000).toISOString();
  const accepted = await request.post(`${DESK}/orders/${orderId}/accept`, {
    data: { readyAt },
    headers: desk,
  });
  expect(accepted.status()).toBe(200);
  // The desk's answer names the time on the restaurant's clock, as the customer must read it.
  const time = String((await accepted.json()).readyAt).slice(11, 16);
  await expect(page.getByTestId('order-ready-at')).toHaveText(`Ресторан принял заказ, будет готов к ${time}`);
  expect(problems).toEqual([]);
});

test('rejected at the desk: the customer reads why', async ({ page, request, baseURL }, testInfo) => {
  await checkOut(page, testInfo, 38, 'Наличными при получении');
  const orderId = await placedOrderId(page);
  const desk = await deskSession(request, baseURL ?? '');
  const rejected = await request.post(`${DESK}/orders/${orderId}/reject`, {
    data: { reason: 'DISH_UNAVAILABLE' },
    headers: desk,
  });
  expect(rejected.status()).toBe(200);
  await expect(page.getByTestId('order-rejection')).toHaveText(
    'Ресторан отклонил заказ: одного из блюд нет в наличии',
  );
});

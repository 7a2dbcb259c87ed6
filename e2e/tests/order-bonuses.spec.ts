// Issue 41, bonuses as a customer meets them: an order done by the restaurant earns what the
// checkout promised; the orders page shows the balance and its history; the next cart with the
// WELCOME10 code takes whichever saves more and says so, with a switch to the other; the order
// placed takes what the cart showed, and the balance is held for it.
// The demo chain earns 5 % of what is paid in money and lets bonuses pay up to 20 % of the dishes;
// a promo code and bonuses do not add up (EXCLUSIVE). WELCOME10 takes 10 % from 1 000 ₽.
import { expect, request as http, test, type Page } from '@playwright/test';
import { phoneFor, requestCode } from './auth-support';
import {
  BAUMANA,
  expectSummary,
  PHILADELPHIA_TAKE_AWAY,
  rub,
  seedOrder,
  serverTotal,
} from './checkout-support';
import { DEMO_MANAGER, DEMO_STAFF_PASSWORD } from './office-support';
import { waitForHydration, watchConsole } from './shell-support';

interface Signed {
  personId: number;
  token: string;
}

const signedIn = (page: Page): Promise<Signed> =>
  page.evaluate(() => {
    const tokens = JSON.parse(window.localStorage.getItem('app_tokens') ?? '{}') as { accessToken: string };
    const profile = JSON.parse(window.localStorage.getItem('app_profile') ?? '{}') as { id: number };
    return { personId: profile.id, token: tokens.accessToken };
  });

/** An order of five Филадельфия, placed through the API and taken to the end by the restaurant. */
const orderDoneByRestaurant = async (page: Page, { personId, token }: Signed, phone: string) => {
  const placed = await page.request.post(`/api/v1/persons/${personId}/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      deliveryType: 'TAKE_AWAY',
      restoId: BAUMANA,
      payType: 'CARD_UPON_RECEIPT',
      positions: [
        { ...PHILADELPHIA_TAKE_AWAY, count: 5, sum: 5 * PHILADELPHIA_TAKE_AWAY.price, modifiers: [] },
      ],
      person: { name: 'Анна', phone, email: '' },
      bonuses: 'BEST',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; number: string; total: number };

  const baseURL = new URL(page.url()).origin;
  const staff = await http.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const session = await staff.post('/api/v1/office/session', {
      data: { email: DEMO_MANAGER, password: DEMO_STAFF_PASSWORD },
    });
    expect(session.status()).toBe(200);
    const desk = `/api/v1/office/restos/${BAUMANA}/desk/orders/${order.id}`;
    const readyAt = new Date(Date.now() + 20 * 60_000).toISOString();
    expect((await staff.post(`${desk}/accept`, { data: { readyAt } })).ok()).toBe(true);
    for (const status of ['COOKING', 'READY_FOR_PICKUP', 'DONE']) {
      const moved = await staff.post(`${desk}/status`, { data: { status } });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
  } finally {
    await staff.dispose();
  }
  return order;
};

const bonusCount = (text: string | null) => Number(text?.match(/На счёте (\d+)/)?.[1]);

test.slow();

test('bonuses: earned when the order is done, the better of bonuses and the code, the switch, held for the order', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  const phone = phoneFor(testInfo, 41);
  const cart = [{ ...PHILADELPHIA_TAKE_AWAY, count: 2 }];
  await seedOrder(page, { deliveryType: 'TAKE_AWAY', lines: cart, promoCode: 'WELCOME10' });
  await page.goto('/auth?next=%2Forders');
  await waitForHydration(page);
  const code = await requestCode(page, phone);
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/orders');

  // A new customer: an account with nothing in it yet.
  const account = page.getByRole('region', { name: 'Бонусы' });
  await expect(account).toContainText('На счёте 0 бонусов');
  await expect(account).toContainText('Пока ничего: бонусы начисляются за выполненные заказы');

  const first = await orderDoneByRestaurant(page, await signedIn(page), phone);
  await page.reload();
  await expect(account).toContainText(/На счёте \d+ бонус/);
  const earned = bonusCount(await account.textContent());
  // 5 % of what the order cost (after the take-away discount), in whole bonuses of 1 ₽.
  expect(earned).toBe(Math.floor((first.total * 5) / 100 / 100));
  await account.getByText('История').click();
  await expect(account.getByRole('listitem')).toHaveCount(1);
  await expect(account.getByRole('listitem')).toContainText(`Начислено, заказ № ${first.number}`);
  await expect(account.getByRole('listitem')).toContainText(`+${earned}`);

  // The next cart: two Филадельфия (1 298 ₽) with WELCOME10; the bonuses pay more (up to 20 %).
  const withoutCode = (await serverTotal(page.request, { deliveryType: 'TAKE_AWAY', lines: cart })).total;
  const withCode = (
    await serverTotal(page.request, { deliveryType: 'TAKE_AWAY', lines: cart, promoCode: 'WELCOME10' })
  ).total;
  const codeDiscount = withoutCode - withCode;
  const bonusPayment = earned * 100;
  expect(bonusPayment).toBeGreaterThan(codeDiscount);
  await page.goto('/cart');
  const offer = page.getByRole('region', { name: 'Бонусы' });
  await expect(offer).toContainText(
    `Бонусами выгоднее: −${rub(bonusPayment)} вместо −${rub(codeDiscount)} по промокоду`,
  );
  await expectSummary(page, 'Итого', withoutCode - bonusPayment);
  await expect(page.getByText('Промокод WELCOME10 не применён: списываем бонусы')).toBeVisible();

  // The customer keeps the balance for later: the code applies, and the cart says what it gave up.
  await offer.getByRole('button', { name: 'Применить промокод' }).click();
  await expect(offer).toContainText(
    `Применяем промокод: −${rub(codeDiscount)} (бонусы дали бы −${rub(bonusPayment)})`,
  );
  await expectSummary(page, 'Итого', withCode);
  await expect(page.getByText('Промокод WELCOME10 применён')).toBeVisible();
  await offer.getByRole('button', { name: 'Списать бонусы' }).click();
  await expect(offer).toContainText('Бонусами выгоднее');
  await expectSummary(page, 'Итого', withoutCode - bonusPayment);

  // The order takes what the cart showed; its bonuses are held until it is done.
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('radio', { name: 'Картой при получении' }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  const success = page.getByRole('dialog', { name: 'Ваш заказ принят' });
  const secondNumber = (await success.getByText(/Заказ № \d+/).textContent())?.match(/\d+/)?.[0];
  await page.goto('/orders');
  await expect(account).toContainText('На счёте 0 бонусов');
  await account.getByText('История').click();
  await expect(account.getByRole('listitem').first()).toContainText(
    `Зарезервировано, заказ № ${secondNumber}`,
  );
  await expect(account.getByRole('listitem').first()).toContainText(`−${earned}`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Заказ № ${secondNumber}` }) });
  await expect(card).toContainText(rub(withoutCode - bonusPayment));
  expect(problems).toEqual([]);
});

// Issue 10: the signed-in customer's order history, and 'order again', which rebuilds the cart
// from today's menu and says which dishes are gone and which have a new price.
import { expect, test, type Page } from '@playwright/test';
import { CALIFORNIA_DELIVERY, findPlace, PHILADELPHIA_DELIVERY } from './checkout-support';
import { checkOut } from './orders-support';
import { waitForHydration, watchConsole } from './shell-support';

/** Presses 'Повторить' on an order of the history; the dialog that says what changed. */
const repeatOrder = async (page: Page, number: string | undefined) => {
  await page
    .getByRole('listitem')
    .filter({ hasText: `Заказ № ${number}` })
    .getByRole('button', { name: 'Повторить' })
    .click();
  return page.getByRole('dialog', { name: 'Заказ изменился' });
};

test.slow();

test('a placed order is in the history; ordering it again fills the cart, saying what changed', async ({
  page,
}, testInfo) => {
  const problems = watchConsole(page);
  await checkOut(page, testInfo, 21, 'Картой при получении');
  const success = page.getByRole('dialog', { name: 'Ваш заказ принят' });
  const number = (await success.getByText(/Заказ № \d+/).textContent())?.match(/\d+/)?.[0];
  await success.getByRole('link', { name: 'Следить за заказом' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Заказ № ${number}`);
  await expect(page.getByRole('region', { name: 'Статус' }).getByRole('status')).toHaveText('Заказ оформлен');

  await page.goto('/orders');
  const card = page.getByRole('listitem').filter({ hasText: `Заказ № ${number}` });
  await expect(card).toContainText('Заказ оформлен');
  await expect(card).toContainText('Филадельфия, Калифорния с крабом × 2');
  await card.getByRole('button', { name: 'Повторить' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect(page.getByText('Филадельфия', { exact: true })).toBeVisible();
  await expect(page.getByText('Калифорния с крабом', { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('app_cart') ?? 'null'));
  expect(stored.positions.map((line: { id: number; count: number }) => [line.id, line.count])).toEqual([
    [202001, 1],
    [202003, 2],
  ]);

  // An older order: Филадельфия was cheaper then, and a seasonal roll has left the menu since.
  await page.route('**/api/v1/persons/*/orders?*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { content: { positions: Record<string, unknown>[] }[] };
    const [latest] = body.content;
    if (latest) {
      latest.positions = [
        { ...latest.positions[0], price: 59900, sum: 59900 },
        { ...latest.positions[0], id: 299999, name: 'Сезонный ролл' },
      ];
    }
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto('/orders');
  const changed = await repeatOrder(page, number);
  await expect(changed).toContainText('Этого больше нет в меню, в корзину не добавлено: Сезонный ролл.');
  // Prices as the storefront shows them (a narrow no-break space groups digits in Russian).
  await expect(changed.getByRole('listitem')).toHaveText(
    /^Филадельфия: цена изменилась, было 599\s₽, теперь 649\s₽$/,
  );
  await changed.getByRole('button', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  await expect(page.getByText('Сезонный ролл')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a delivery order repeated in take-away mode is rebuilt from the take-away menu, said so, and can be ordered', async ({
  page,
  request,
}, testInfo) => {
  const problems = watchConsole(page);
  await checkOut(page, testInfo, 22, 'Картой при получении', {
    deliveryType: 'DELIVERY',
    place: await findPlace(request, 'Баумана 44'),
    lines: [PHILADELPHIA_DELIVERY, { ...CALIFORNIA_DELIVERY, count: 2 }],
  });
  const success = page.getByRole('dialog', { name: 'Ваш заказ принят' });
  const number = (await success.getByText(/Заказ № \d+/).textContent())?.match(/\d+/)?.[0];
  // The visitor takes away from Baumana street now.
  await page.evaluate(() => window.localStorage.setItem('app_order_delivery_type', '"TAKE_AWAY"'));
  await page.goto('/orders');
  await waitForHydration(page);
  const changed = await repeatOrder(page, number);
  await expect(changed).toContainText(
    'Заказ был с доставкой, а сейчас выбран самовывоз (ул. Баумана, 44): блюда взяты из меню самовывоза.',
  );
  await changed.getByRole('button', { name: 'Перейти в корзину' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('app_cart') ?? 'null'));
  expect(stored.positions.map((line: { id: number; count: number }) => [line.id, line.count])).toEqual([
    [202001, 1],
    [202003, 2],
  ]);
  await expect(page.locator('#content').getByText('Самовывоз: ул. Баумана, 44')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Блюда в корзине' }).getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout');
  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Email для чека' }).fill('anna@example.com');
  await page.getByRole('radio', { name: 'Картой при получении' }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('dialog', { name: 'Ваш заказ принят' })).toContainText(
    'когда его можно забрать',
  );
  expect(problems).toEqual([]);
});

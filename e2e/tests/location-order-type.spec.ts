// Issue 19, no dead ends: one order type for the whole storefront, derived from what is stored
// (a city and restaurant without a type reads as delivery everywhere); a type the restaurants take
// no payment for is not offered (spec §4); pickup points are a radio group; take-away keeps the
// last delivery address for the way back.
import { expect, test, type Page } from '@playwright/test';
import { findPlace, seedOrder } from './checkout-support';
import { openKazan, openLocationDialog } from './location-support';
import { asReturningVisitor, waitForMenuHydration } from './menu-support';
import { waitForHydration, watchConsole } from './shell-support';

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key);

const OFF = { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false };

/** Every restaurant's answer says it takes no payment for delivery (an API-side setting). */
const deliveryPaymentsOff = (page: Page) =>
  page.route(/\/1\/p\/restos\/\d+$/, async (route) => {
    const answer = await route.fetch();
    const resto = (await answer.json()) as { payConfig: Record<string, unknown> };
    await route.fulfill({
      response: answer,
      json: { ...resto, payConfig: { ...resto.payConfig, delivery: OFF } },
    });
  });

test('a returning visitor with no stored order type orders delivery from the menu shown, to checkout', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await asReturningVisitor(page);
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  await page.getByRole('link', { name: 'Филадельфия', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Филадельфия' })
    .getByRole('button', { name: 'Добавить за 649 ₽' })
    .click();
  await expect(page).toHaveURL(/\/menus\/201$/);

  await page.goto('/cart');
  await waitForHydration(page);
  // Delivery, as the menu was: the line is of its menu, and only the address is missing.
  const summary = page.getByRole('region', { name: 'Ваш заказ' });
  await expect(summary.getByRole('alert')).toHaveText('Укажите адрес доставки');
  const line = page.getByRole('listitem').filter({ hasText: 'Филадельфия' });
  await expect(line.getByRole('alert')).toHaveCount(0);
  await line.getByRole('button', { name: 'Добавить ещё: Филадельфия' }).click();

  await summary.getByRole('button', { name: 'Указать адрес доставки' }).click();
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await expect(dialog.getByRole('button', { name: 'Доставка' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('combobox', { name: 'Адрес доставки' }).fill('Баумана 44');
  await dialog.getByRole('option', { name: /^ул\. Баумана, 44/ }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(line.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Оформить заказ' }).click();
  // The checkout, which asks a guest to sign in first (spec §5).
  await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout');
  await expect(page.getByRole('heading', { name: 'Чтобы оформить заказ, авторизуйтесь' })).toBeVisible();
  expect(await stored(page, 'app_order_delivery_type')).toBe('DELIVERY');
  expect(problems).toEqual([]);
});

test('delivery that no restaurant takes payment for is not offered; a stored delivery falls back to take-away', async ({
  page,
  request,
  isMobile,
}) => {
  await deliveryPaymentsOff(page);
  await seedOrder(page, {
    deliveryType: 'DELIVERY',
    place: await findPlace(request, 'Баумана 44'),
    lines: [],
  });
  // The cart has no catalog of its own from the server: the restaurant comes from the API.
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Вернуться в меню' }).click();
  await page.locator('a[href="/menus/201"]').first().click();
  // The delivery menu's page moves to the take-away menu: the order type is take-away now.
  await expect(page).toHaveURL(/\/menus\/202$/);
  const menus = page.getByRole('navigation', { name: 'Меню заведения' });
  await expect(menus.getByRole('link', { name: 'Самовывоз' })).toBeVisible();
  await expect(menus.getByRole('link', { name: 'Доставка' })).toHaveCount(0);

  const dialog = await openLocationDialog(page, isMobile);
  await expect(dialog.getByRole('button', { name: 'Самовывоз' })).toHaveAttribute('aria-pressed', 'true');
  const delivery = dialog.getByRole('button', { name: 'Доставка' });
  await expect(delivery).toBeDisabled();
  await expect(delivery).toHaveAccessibleDescription(
    'Доставка сейчас недоступна: заведения не принимают за неё оплату.',
  );
  await expect(dialog.getByRole('radio', { name: /ул\. Баумана, 44/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /ул\. Баумана, 44/ }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
  expect(await stored(page, 'app_order_pay_type')).toBe('CARD_ONLINE');
  // Saving reloads the restaurant: its answer may still be on its way when the test ends.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('pickup points are a radio group: arrow keys move the choice, Enter picks it', async ({ page }) => {
  const dialog = await openKazan(page);
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  const points = dialog.getByRole('radiogroup', { name: 'Точки самовывоза' });
  const baumana = points.getByRole('radio', { name: /ул\. Баумана, 44/ });
  const chistopolskaya = points.getByRole('radio', { name: /ул\. Чистопольская, 20/ });
  await expect(points.getByRole('radio')).toHaveCount(3);
  // Today's hours and whether it is open, in each point.
  for (const point of await points.getByRole('radio').all())
    await expect(point).toContainText(/Открыто|Закрыто/);
  await expect(baumana).toBeChecked();
  await baumana.focus();
  await page.keyboard.press('ArrowDown');
  await expect(chistopolskaya).toBeChecked();
  await expect(chistopolskaya).toBeFocused();
  await expect(baumana).not.toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  // Round from the first to the last; moving chose nothing yet.
  await expect(points.getByRole('radio', { name: /пр\. Победы, 141/ })).toBeChecked();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_resto_id')).toBe(202);
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
});

test('back to delivery after take-away starts from the last delivery address', async ({
  page,
  request,
  isMobile,
}) => {
  await seedOrder(page, {
    deliveryType: 'DELIVERY',
    place: await findPlace(request, 'Баумана 44'),
    lines: [],
  });
  await page.goto('/restos');
  await waitForHydration(page);
  let dialog = await openLocationDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await dialog.getByRole('radio', { name: /ул\. Чистопольская, 20/ }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_resto_id')).toBe(202);

  dialog = await openLocationDialog(page, isMobile);
  await dialog.getByRole('button', { name: 'Доставка' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Адрес доставки' })).toHaveValue('ул. Баумана, 44');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_delivery_type')).toBe('DELIVERY');
  // The address's zone decides the restaurant again.
  expect(await stored(page, 'app_resto_id')).toBe(201);
});

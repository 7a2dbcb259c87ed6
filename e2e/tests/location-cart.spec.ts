// Saving a new location with a cart (spec §2, §4): the cart is carried over to the new place's
// menu (the same dish of another menu counts); a dish that cannot come along brings up the 'Упс!'
// alert, which names it and either keeps everything as it was or removes just that dish and
// saves; the app bar then names the delivery address.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForHydration, watchConsole } from './shell-support';

// Whole journeys through the real API on a machine shared with other runs: triple the timeout.
test.slow();

const KAZAN = 201;
const BAUMANA = 201;
const TAKE_AWAY_MENU = 202;

/** A dish no menu has any more (an old cart line): nothing can carry it over. */
const GONE = {
  id: 202999,
  menuId: TAKE_AWAY_MENU,
  name: 'Сезонный ролл',
  count: 1,
  price: 30000,
  modifiers: [],
};

/** A visitor who took away from Baumana with a roll from the take-away menu in the cart. */
const takeAwayVisitorWithCart = (page: Page, extra: (typeof GONE)[] = []) =>
  page.addInitScript(
    ({ city, resto, menu, extra }) => {
      if (window.localStorage.getItem('app_city_id') !== null) return;
      const set = (key: string, value: unknown) => window.localStorage.setItem(key, JSON.stringify(value));
      set('app_cookies_consent_accepted', true);
      set('app_city_id', city);
      set('app_resto_id', resto);
      set('app_order_delivery_type', 'TAKE_AWAY');
      set('app_cart', {
        positions: [
          { id: 202001, menuId: menu, name: 'Филадельфия', count: 2, price: 64900, modifiers: [] },
          ...extra,
        ],
        personCount: 2,
        promoCode: null,
      });
    },
    { city: KAZAN, resto: BAUMANA, menu: TAKE_AWAY_MENU, extra },
  );

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key);

const locationButton = async (page: Page, isMobile: boolean) => {
  if (!isMobile) return page.getByRole('banner').getByRole('button', { name: /Казань/ });
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  return page.getByRole('dialog').getByRole('button', { name: /Казань/ });
};

/** The spec's words and buttons (§2), with the dish that goes named under them (issue 34). */
const expectSpecAlert = async (alert: Locator): Promise<void> => {
  await expect(alert).toContainText(
    'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
  );
  await expect(alert).toContainText('Уберём из корзины: «Сезонный ролл».');
  await expect(alert.getByRole('button')).toHaveText(['Отмена', 'Ок']);
};

test('a pickup point serving the same menu keeps the cart without asking', async ({ page, isMobile }) => {
  const problems = watchConsole(page);
  await takeAwayVisitorWithCart(page);
  await page.goto('/');
  await waitForHydration(page);
  await (await locationButton(page, isMobile)).click();

  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await dialog.getByRole('radio', { name: /ул\. Чистопольская, 20/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Упс!' })).toHaveCount(0);
  expect(await stored(page, 'app_resto_id')).toBe(202);
  expect(await stored(page, 'app_cart')).toMatchObject({ positions: [{ id: 202001, count: 2 }] });
  expect(problems).toEqual([]);
});

test('delivery with a take-away cart: the alert names the lost dish, keeps things on Отмена, removes it on confirm', async ({
  page,
  isMobile,
}) => {
  const problems = watchConsole(page);
  await takeAwayVisitorWithCart(page, [GONE]);
  await page.goto('/');
  await waitForHydration(page);
  // On phones the button is in the drawer: opened once, then the button is used.
  const button = await locationButton(page, isMobile);
  await expect(button).toContainText('Самовывоз: ул. Баумана, 44');
  await button.click();

  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.getByRole('button', { name: 'Доставка' }).click();
  await dialog.getByRole('combobox', { name: 'Адрес доставки' }).fill('Баумана 44');
  await dialog.getByRole('option', { name: /^ул\. Баумана, 44/ }).click();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();

  const alert = page.getByRole('dialog', { name: 'Упс!' });
  await expectSpecAlert(alert);
  await alert.getByRole('button', { name: 'Отмена' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeVisible();
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
  expect(await stored(page, 'app_cart')).toMatchObject({ positions: [{ id: 202001 }, { id: 202999 }] });

  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await alert.getByRole('button', { name: 'Ок' }).click();
  await expect(alert).toBeHidden();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_delivery_type')).toBe('DELIVERY');
  expect(await stored(page, 'app_order_place')).toMatchObject({ address: 'ул. Баумана, 44' });
  // The roll moved to the same dish of the delivery menu; only the lost dish is gone.
  expect(await stored(page, 'app_cart')).toEqual({
    positions: [{ id: 201001, menuId: 201, name: 'Филадельфия', count: 2, price: 64900, modifiers: [] }],
    personCount: 2,
    promoCode: null,
  });
  await expect(await locationButton(page, isMobile)).toContainText('Адрес: ул. Баумана, 44');
  expect(problems).toEqual([]);
});

test('the city button always returns to the cities; another city is chosen as on a first visit', async ({
  page,
  isMobile,
}) => {
  const problems = watchConsole(page);
  await takeAwayVisitorWithCart(page, [GONE]);
  await page.goto('/');
  await waitForHydration(page);
  await (await locationButton(page, isMobile)).click();

  // A stored city used to come straight back: the button did nothing.
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.getByRole('button', { name: 'Город: Казань' }).click();
  await expect(dialog.getByRole('heading', { name: 'Выберите город' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Будва' }).click();
  await expect(dialog.getByRole('button', { name: 'Город: Будва' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await dialog.getByRole('radio', { name: /Mediteranska, 4/ }).click();

  const alert = page.getByRole('dialog', { name: 'Упс!' });
  await expectSpecAlert(alert);
  await alert.getByRole('button', { name: 'Ок' }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_city_id')).toBe(202);
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
  const cart = (await stored(page, 'app_cart')) as { positions: { id: number }[] };
  expect(cart.positions.map((line) => line.id)).not.toContain(GONE.id);
  expect(problems).toEqual([]);
});

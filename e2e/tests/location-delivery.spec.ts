// The location selection of spec §2, §4, §5 through the real API: delivery by default where the
// city delivers, the address with suggestions, the zone check, the house-number confirmation,
// and take-away.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { scanWithAxe } from './axe-support';
import { waitForHydration, watchConsole } from './shell-support';

// Whole journeys through the real API on a machine shared with other runs: triple the timeout.
test.slow();

/** Cookies accepted, and a pay type chosen earlier (kept only where the new restaurant takes it). */
const seeded = (page: Page) =>
  page.addInitScript(() => {
    if (window.localStorage.getItem('app_cookies_consent_accepted') !== null) return;
    window.localStorage.setItem('app_cookies_consent_accepted', 'true');
    window.localStorage.setItem('app_order_pay_type', JSON.stringify('CASH_UPON_RECEIPT'));
  });

const stored = (page: Page, key: string) =>
  page.evaluate((name) => JSON.parse(window.localStorage.getItem(name) ?? 'null') as unknown, key);

const openKazan = async (page: Page): Promise<Locator> => {
  await seeded(page);
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await dialog.getByRole('button', { name: 'Казань' }).click();
  await expect(dialog.getByRole('button', { name: 'Доставка' })).toHaveAttribute('aria-pressed', 'true');
  return dialog;
};

const pick = async (dialog: Locator, typed: string, option: RegExp) => {
  await dialog.getByRole('combobox', { name: 'Адрес доставки' }).fill(typed);
  await dialog.getByRole('option', { name: option }).click();
};

test('an address out of the zone is refused, one in the zone is saved with its restaurant', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const dialog = await openKazan(page);
  const address = dialog.getByRole('combobox', { name: 'Адрес доставки' });

  // Two characters ask for nothing; an unknown street answers 'Адрес не найден'.
  await address.fill('Ба');
  await expect(dialog.getByRole('listbox')).toHaveCount(0);
  await address.fill('Несуществующая');
  await expect(dialog.getByRole('listbox')).toContainText('Адрес не найден');

  await pick(dialog, 'Победы 100', /^пр\. Победы, 100/);
  await expect(address).toHaveValue('пр. Победы, 100');
  await expect(dialog.getByText('Адрес не входит в зону доставки')).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeVisible();

  await pick(dialog, 'Баумана 44', /^ул\. Баумана, 44/);
  await expect(dialog.getByText('Доставит Умико на Баумана')).toBeVisible();
  await expect(dialog.getByText('Адрес не входит в зону доставки')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'Комментарий к адресу' }).fill('к'.repeat(101));
  await expect(dialog.getByText('Максимальная длина 100 символов')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Комментарий к адресу' }).fill('Код 12');
  await dialog.getByRole('textbox', { name: 'Квартира/офис' }).fill('15');

  const axe = await scanWithAxe(page);
  expect(axe.violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  expect(await stored(page, 'app_order_delivery_type')).toBe('DELIVERY');
  expect(await stored(page, 'app_resto_id')).toBe(201);
  expect(await stored(page, 'app_order_place')).toMatchObject({
    address: 'ул. Баумана, 44',
    apartment: '15',
    comment: 'Код 12',
    houseNumber: '44',
  });
  // Umiko on Baumana takes cash for delivery: the earlier choice stays.
  expect(await stored(page, 'app_order_pay_type')).toBe('CASH_UPON_RECEIPT');
  expect(problems).toEqual([]);
});

test('the zone of the address shows its delivery conditions', async ({ page }) => {
  const dialog = await openKazan(page);
  await pick(dialog, 'Баумана 44', /^ул\. Баумана, 44/);
  // Each tier in a line under the address (spec §8: 'От {min} — доставка {price}').
  const tiers = dialog.getByRole('listitem');
  await expect(tiers.first()).toHaveText(/^От 700\s₽ — доставка 199\s₽$/);
  await expect(tiers.last()).toHaveText(/^От 3\s000\s₽ — доставка бесплатно$/);
  await dialog.getByRole('button', { name: 'Условия доставки' }).click();
  const conditions = page.getByRole('dialog', { name: 'Условия доставки' });
  const rows = conditions.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toHaveText(/700\s₽\s–\s1\s500\s₽\s*199\s₽\s*60/);
  await expect(rows.nth(3)).toHaveText(/3\s000\s₽\s–\s30\s000\s₽\s*Бесплатно\s*45/);
  await conditions.getByRole('button', { name: 'Закрыть' }).click();
  await expect(conditions).toBeHidden();
  await expect(dialog).toBeVisible();
});

test('an address without a house number asks for confirmation first', async ({ page }) => {
  const dialog = await openKazan(page);
  await pick(dialog, 'Ямашева', /^пр\. Ямашева Казань$/);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();

  const confirm = page.getByRole('dialog', { name: 'Подтвердите адрес' });
  await expect(confirm).toContainText(
    'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  );
  await confirm.getByRole('button', { name: 'Уточнить данные' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await page
    .getByRole('dialog', { name: 'Подтвердите адрес' })
    .getByRole('button', { name: 'Продолжить без номера' })
    .click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_place')).toMatchObject({ address: 'пр. Ямашева', houseNumber: null });
  // Its zone is Chistopolskaya's, which takes no cash for delivery: the first pay type it takes.
  expect(await stored(page, 'app_resto_id')).toBe(202);
  expect(await stored(page, 'app_order_pay_type')).toBe('CARD_ONLINE');
});

test('take-away lists the pickup points by street and saves the one chosen', async ({ page }) => {
  const dialog = await openKazan(page);
  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await expect(dialog.getByRole('combobox')).toHaveCount(0);
  await dialog.getByRole('radio', { name: /ул\. Чистопольская, 20/ }).click();
  await expect(dialog).toBeHidden();
  expect(await stored(page, 'app_order_delivery_type')).toBe('TAKE_AWAY');
  expect(await stored(page, 'app_resto_id')).toBe(202);
});

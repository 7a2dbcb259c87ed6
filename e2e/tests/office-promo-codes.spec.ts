// Issue 39: an owner runs a promo campaign in the office and a customer uses it in the storefront.
// A code is refused beside its field for what the API would refuse, created, applied in the cart
// (typed in lower case), switched off (the next preflight refuses it), and a batch of single-use
// codes is generated and downloaded as CSV; an automatic discount is added. Runs on the tablet (playwright.config.ts): operators
// work on tablets and desktops.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PHILADELPHIA_TAKE_AWAY, seedOrder, serverTotal, expectSummary, BAUMANA } from './checkout-support';
import { waitForHydration } from './shell-support';
import { axeViolations, DEMO_OWNER, expectNoSidewaysScroll, signInToOffice } from './office-support';

test.slow();

test('an owner creates a code, a customer applies it, the owner switches it off and generates a batch', async ({
  page,
  context,
  request,
}, testInfo) => {
  const code = `Team${testInfo.workerIndex}${Date.now() % 100_000}`;
  await signInToOffice(page, DEMO_OWNER, '/office/promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Промокоды' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Новый промокод' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый промокод' });
  await dialog.getByRole('textbox', { name: 'Код' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Процент скидки' }).fill('150');
  await dialog.getByRole('checkbox', { name: 'Доставка' }).uncheck();
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(dialog.getByText('Не больше 100 %')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Процент скидки' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'Сумма' }).check();
  await dialog.getByRole('textbox', { name: 'Сумма скидки' }).fill('150');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Промокод ${code} сохранён`)).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: code });
  // Every restaurant of the demo chain: Kazan's in roubles, Budva's in euros.
  await expect(card).toContainText('−150 ₽ / −150 €');
  await expect(card).toContainText('Самовывоз');

  // The customer, in another tab, types the code in lower case: the cart's total drops by 150 ₽.
  const shop = await context.newPage();
  const lines = [PHILADELPHIA_TAKE_AWAY];
  await seedOrder(shop, { deliveryType: 'TAKE_AWAY', lines });
  await shop.goto('/cart');
  await waitForHydration(shop);
  const without = await serverTotal(request, { deliveryType: 'TAKE_AWAY', lines });
  await shop.getByRole('textbox', { name: 'Промокод' }).fill(code.toLowerCase());
  await shop.getByRole('button', { name: 'Применить' }).click();
  await expect(shop.getByText(`Промокод ${code} применён`)).toBeVisible();
  const withCode = await serverTotal(request, { deliveryType: 'TAKE_AWAY', lines, promoCode: code });
  expect(without.total - withCode.total).toBe(15000);
  await expectSummary(shop, 'Итого', withCode.total);

  // Switched off in the office, the code is refused by the very next preflight.
  await card.getByRole('button', { name: `Изменить: ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Промокод ${code}` });
  await edit.getByRole('checkbox', { name: 'Действует' }).uncheck();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card).toContainText('Выключен');
  const refused = await request.post('/1/persons/orders/preflight', {
    data: {
      deliveryType: 'TAKE_AWAY',
      restoId: BAUMANA,
      promoCode: code,
      positions: lines.map(({ id, count, name, price }) => ({
        id,
        count,
        name,
        price,
        sum: price * count,
        modifiers: [],
      })),
    },
  });
  expect(refused.status()).toBe(422);
  expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
    'promo-code.not-active',
  );

  // A batch of three single-use codes, downloaded as a file of one code a line.
  const prefix = `E2E${testInfo.workerIndex}${Date.now() % 100_000}-`;
  await page.getByRole('button', { name: 'Сгенерировать коды' }).click();
  const batch = page.getByRole('dialog', { name: 'Сгенерировать коды' });
  await batch.getByRole('textbox', { name: 'Начало кода' }).fill(prefix);
  await batch.getByRole('textbox', { name: 'Сколько кодов' }).fill('3');
  await batch.getByRole('textbox', { name: 'Процент скидки' }).fill('10');
  await batch.getByRole('button', { name: 'Сгенерировать коды' }).click();
  const made = page.getByRole('dialog', { name: 'Коды созданы' });
  await expect(made.getByText('Создано кодов: 3')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    made.getByRole('link', { name: 'Скачать CSV' }).click(),
  ]);
  const file = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(file[0]).toBe('code');
  expect(file.slice(1)).toHaveLength(3);
  await made.getByRole('button', { name: 'Закрыть' }).first().click();
  await page.getByRole('searchbox', { name: 'Поиск по коду' }).fill(prefix.toLowerCase());
  for (const made of file.slice(1)) {
    expect(made.startsWith(prefix)).toBe(true);
    await expect(page.getByRole('listitem').filter({ hasText: made })).toContainText('Использован: 0 из 1');
  }
  await expectNoSidewaysScroll(page);

  // An automatic discount, saved switched off: the journeys running beside this one price their
  // carts with the chain's discounts (the API tests see one priced at once).
  const name = `Офис ${prefix}`;
  await page.getByRole('link', { name: 'Скидки' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Скидки' })).toBeVisible();
  await page.getByRole('button', { name: 'Новая скидка' }).click();
  const discount = page.getByRole('dialog', { name: 'Новая скидка' });
  await discount.getByRole('textbox', { name: 'Название' }).fill(name);
  await discount.getByRole('checkbox', { name: 'Действует' }).uncheck();
  await discount.getByRole('textbox', { name: 'Процент скидки' }).fill('120');
  await discount.getByRole('button', { name: 'Создать' }).click();
  await expect(discount.getByText('Не больше 100 %')).toBeVisible();
  await discount.getByRole('textbox', { name: 'Процент скидки' }).fill('20');
  await discount.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Скидка «${name}» сохранена`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Выключен');
  expect(await axeViolations(page)).toEqual([]);
});

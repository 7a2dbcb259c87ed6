// Issue 18: every route and every dialog, sheet and layer fits the screen (WCAG 1.4.10 Reflow):
// 320–430 px on phones, 1024–1440 px on desktops, with nothing scrolling sideways. Each page is
// loaded once and stepped through the widths; a failure names the element that sticks out.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { phoneFor, requestCode } from './auth-support';
import {
  CALIFORNIA_DELIVERY,
  CALIFORNIA_TAKE_AWAY,
  findPlace,
  PHILADELPHIA_DELIVERY,
  PHILADELPHIA_TAKE_AWAY,
  seedOrder,
} from './checkout-support';
import { expectFits } from './layout-support';
import { openKazan } from './location-support';
import { headlineOf, ROUTES, waitForHydration } from './shell-support';

// Whole journeys, each page at five widths, on a machine shared with other runs.
test.slow();

const visit = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page, 20_000);
};

test('a first visit: the location dialog, its suggestions, conditions and map', async ({
  page,
}, testInfo) => {
  const dialog = await openKazan(page);
  await expectFits(page, testInfo, 'location dialog, delivery');
  await dialog.getByRole('combobox', { name: 'Адрес доставки' }).fill('Баумана 4');
  await expect(dialog.getByRole('listbox')).toBeVisible();
  await expectFits(page, testInfo, 'address suggestions');
  await dialog.getByRole('option', { name: /^ул\. Баумана, 44/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Квартира/офис' })).toBeVisible();
  await expectFits(page, testInfo, 'location dialog, address details');

  await dialog.getByRole('button', { name: 'Условия доставки' }).click();
  const conditions = page.getByRole('dialog', { name: 'Условия доставки' });
  await expectFits(page, testInfo, 'delivery conditions');
  await conditions.getByRole('button', { name: 'Закрыть' }).click();

  await dialog.getByRole('button', { name: 'Самовывоз' }).click();
  await expectFits(page, testInfo, 'location dialog, take-away');
  await dialog.getByRole('button', { name: 'Выбрать на карте' }).click();
  const map = page.getByRole('dialog', { name: 'Карта' });
  await map.getByRole('button', { name: 'ул. Чистопольская, 20' }).click();
  await expect(map.locator('.leaflet-popup')).toBeVisible();
  await expectFits(page, testInfo, 'map with a pickup popup');
});

// Spec §2's pages a returning guest reaches from the address bar; the rest are followed from
// them in the app (layers, a restaurant, the footer's pages), which costs no reload.
const LOADED = ['/', '/cart', '/orders', '/menus/201', '/promotions', '/restos'];
const FOOTER_PAGES = ROUTES.filter(
  (route) => !LOADED.includes(route.path) && !/^\/(menus|promotions|restos|cart|auth)/.test(route.path),
);

test('a returning guest: every page of spec §2, its layers, the cookie banner, drawer and search', async ({
  page,
}, testInfo) => {
  // Stored city and restaurant, but no cookie answer: the banner stays over the pages loaded.
  await page.addInitScript(() => {
    if (window.localStorage.getItem('app_city_id') !== null) return;
    window.localStorage.setItem('app_city_id', '201');
    window.localStorage.setItem('app_resto_id', '201');
  });
  const banner = page.getByRole('region', { name: 'Файлы cookie' });
  const follow = async (href: string, opened: Locator, what: string) => {
    await page.locator(`a[href="${href}"]`).first().click();
    await expect(opened).toBeVisible();
    await expectFits(page, testInfo, what);
  };
  for (const path of LOADED) {
    await visit(page, path);
    await expect(banner).toBeVisible();
    await expectFits(page, testInfo, path);
    if (path === '/menus/201') {
      await page.getByRole('button', { name: 'Поиск' }).click();
      await page.getByRole('combobox', { name: 'Поиск' }).fill('ролл');
      await expectFits(page, testInfo, 'search popup');
      await page.getByRole('button', { name: 'Назад' }).click();
      const dish = page.getByRole('dialog', { name: 'Ланч «Роллы»' });
      await follow('/menus/201/positions/201071', dish, 'dish layer');
    }
    if (path === '/promotions') {
      const promotion = page.getByRole('dialog', { name: 'Минус 10% на первый заказ' });
      await follow('/promotions/201', promotion, 'promotion layer');
    }
  }

  // On /restos: answered once, the banner no longer covers the footer's links.
  await banner.getByRole('button', { name: 'Принять' }).click();
  await follow('/restos/201', page.getByRole('heading', { level: 1, name: 'О заведении' }), '/restos/201');
  for (const route of FOOTER_PAGES) {
    const headline = headlineOf(route, 'ru', testInfo.project.name);
    await page.locator('.page-footer').getByRole('link', { name: headline, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: headline })).toBeVisible();
    await expectFits(page, testInfo, route.path);
  }

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect(page.getByRole('dialog', { name: 'Навигация' })).toBeVisible();
    await expectFits(page, testInfo, 'navigation drawer');
  }
});

test('a filled cart: lines, the clear sheet, a promo code not applied and applied', async ({
  page,
}, testInfo) => {
  await seedOrder(page, {
    deliveryType: 'TAKE_AWAY',
    lines: [PHILADELPHIA_TAKE_AWAY, { ...CALIFORNIA_TAKE_AWAY, count: 12 }],
  });
  const priced = page.waitForResponse(
    (response) => response.url().includes('/orders/preflight') && response.ok(),
  );
  await visit(page, '/cart');
  // Priced by the server: the summary's preliminary figures and their note are gone.
  await priced;
  await expect(page.getByText('Предварительно, без учёта скидок: цены уточняются')).toHaveCount(0);
  await expectFits(page, testInfo, 'cart');
  await page.getByRole('button', { name: 'Очистить корзину' }).click();
  await expectFits(page, testInfo, 'clear-cart sheet');
  await page.getByRole('button', { name: 'Отмена' }).click();

  await page.getByRole('textbox', { name: 'Промокод' }).fill('baumana15');
  await page.getByRole('button', { name: 'Применить' }).click();
  await expect(page.getByText('Промокод BAUMANA15 применён')).toBeVisible();
  await expectFits(page, testInfo, 'cart with a promo code');

  await visit(page, '/cart/checkout');
  await expectFits(page, testInfo, 'checkout, signed out');
  // The menu with dishes in the cart: counters, 'Ещё · в корзине', the cart bar; a dish's layer.
  await visit(page, '/menus/202');
  await expectFits(page, testInfo, 'menu with a filled cart');
  await page.locator('a[href="/menus/202/positions/202001"]').first().click();
  await expect(page.getByRole('dialog', { name: 'Филадельфия' })).toBeVisible();
  await expectFits(page, testInfo, 'dish layer with modifiers');
});

test('signed in: checkout for delivery, the sandbox payment, the order and the history', async ({
  page,
  request,
}, testInfo) => {
  await seedOrder(page, {
    deliveryType: 'DELIVERY',
    lines: [PHILADELPHIA_DELIVERY, { ...CALIFORNIA_DELIVERY, count: 2 }],
    place: await findPlace(request, 'Баумана 44'),
  });
  await visit(page, '/auth?next=%2Fcart%2Fcheckout');
  await expectFits(page, testInfo, 'sign-in');
  const code = await requestCode(page, phoneFor(testInfo, 18));
  await expectFits(page, testInfo, 'sign-in code step');
  await page.getByLabel('Код из СМС').fill(code);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/cart/checkout');
  await expect(page.getByRole('textbox', { name: 'Квартира/офис' })).toBeVisible();
  await expectFits(page, testInfo, 'checkout, delivery');

  await page.getByRole('textbox', { name: 'Имя' }).fill('Анна');
  await page.getByRole('textbox', { name: 'Email для чека' }).fill('anna@example.com');
  await page.getByRole('radio', { name: 'Картой онлайн' }).check();
  await page.getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await expectFits(page, testInfo, 'sandbox payment page');
  await page.getByRole('button', { name: 'Оплатить' }).click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await waitForHydration(page, 20_000);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Заказ № \d+$/);
  await expectFits(page, testInfo, 'order page');

  await page.getByRole('link', { name: 'Вернуться в меню' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expectFits(page, testInfo, 'home, signed in');
  await visit(page, '/orders');
  await expectFits(page, testInfo, 'order history');
});

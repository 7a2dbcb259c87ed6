// The fixed sizes of spec §9 (app bar, page header, dialog widths and layers), the hash-link
// scroll of spec §2 and the image placeholder, measured in the browser.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CALIFORNIA_TAKE_AWAY, PHILADELPHIA_TAKE_AWAY, seedOrder } from './checkout-support';
import { waitForHydration } from './shell-support';

const acceptCookies = { app_cookies_consent_accepted: 'true' };

test.beforeEach(async ({ page }) => {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, acceptCookies);
});

test('app bar and page header heights: 144/80 on desktop, 64/56 on phones', async ({ page }, testInfo) => {
  await page.goto('/restos');
  await waitForHydration(page);
  const phone = testInfo.project.name === 'phone';
  const appBar = await page.locator('.app-bar').boundingBox();
  expect(appBar?.height).toBe(phone ? 64 : 144);
  const header = await page.locator('.page-header__row').boundingBox();
  expect(header?.height).toBe(phone ? 56 : 80);
});

test('a dialog sits on layer 2400 with the confirmation width of 30rem', async ({ page }, testInfo) => {
  await page.goto('/');
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Адрес' });
  await expect(dialog).toBeVisible();
  const style = await dialog.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      zIndex: computed.zIndex,
      maxWidth: computed.maxWidth,
      width: element.getBoundingClientRect().width,
    };
  });
  expect(style.zIndex).toBe('2400');
  // A dialog from 840 px, a full-width bottom sheet below (spec §2).
  if (testInfo.project.name === 'phone') expect(style.width).toBe(390);
  else expect(style.maxWidth).toBe('480px');
});

test('a hash link scrolls smoothly to its section in 300 ms, right below the app bar', async ({ page }) => {
  // The page's clock is ours: the scroll's frames advance only when the test moves time on, so
  // a busy machine cannot drop them.
  await page.clock.install();
  // A short window, so the page has room to bring the section up to the app bar.
  const width = page.viewportSize()?.width ?? 1440;
  await page.setViewportSize({ width, height: 560 });
  await page.goto('/dostavka');
  await waitForHydration(page);
  const appBarHeight = await page
    .locator('.app-bar')
    .evaluate((element) => element.getBoundingClientRect().height);
  const end = await page
    .locator('#section-2')
    .evaluate(
      (element, offset) => element.getBoundingClientRect().top + window.scrollY - offset,
      appBarHeight,
    );
  expect(end).toBeGreaterThan(100);
  const scrollY = () => page.evaluate(() => window.scrollY);

  await page.clock.pauseAt(Date.now() + 1000);
  await page.getByRole('navigation', { name: 'Содержание' }).getByRole('link', { name: 'Сроки' }).click();
  await expect(page).toHaveURL(/#section-2$/);
  expect(await scrollY()).toBe(0);
  // Eased in and out: under a quarter of the way at 100 ms, past half at 200 ms, there at 300 ms
  // (frames fall on 16 ms ticks, so each reading may lag by one).
  await page.clock.runFor(100);
  const early = await scrollY();
  expect(early).toBeGreaterThan(0);
  expect(early).toBeLessThan(end / 4);
  await page.clock.runFor(100);
  const late = await scrollY();
  expect(late).toBeGreaterThan(end / 2);
  expect(late).toBeLessThan(end - 1);
  await page.clock.runFor(150);
  expect(Math.abs((await scrollY()) - end)).toBeLessThanOrEqual(1);
  expect(
    await page.locator('#section-2').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
  ).toBe(Math.round(appBarHeight));
});

test('an image that cannot load shows a placeholder', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('app_city_id', '201');
    window.localStorage.setItem('app_resto_id', '201');
  });
  await page.route('**/images/promotions/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/promotions');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /Минус 10% на первый заказ/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Изображение недоступно' }).first()).toBeVisible();
  await expect(page.locator('.promotion-card img')).toHaveCount(0);
});

test('the skip link is the first tab stop; a followed link puts focus on the new page heading', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (window.localStorage.getItem('app_city_id') !== null) return;
    window.localStorage.setItem('app_city_id', '201');
    window.localStorage.setItem('app_resto_id', '201');
  });
  await page.goto('/restos');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();

  await page.getByRole('link', { name: /Умико на Баумана/ }).click();
  await expect(page).toHaveURL(/\/restos\/201$/);
  await expect(page.getByRole('heading', { level: 1, name: 'О заведении' })).toBeFocused();
});

/** Whether the focused control shows whole: its corners are its own, not a pinned bar's. */
const focusedInSight = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return 'nothing focused';
    const box = focused.getBoundingClientRect();
    // Its upper and lower middle: a bar covers the page's whole width (and rounded corners are no hit).
    const middle = (box.left + box.right) / 2;
    const points = [
      [middle, box.top + box.height / 4],
      [middle, box.bottom - box.height / 4],
    ] as const;
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(focused.contains(hit) || hit.contains(focused)))
        return `${focused.outerHTML.slice(0, 80)} under ${hit?.outerHTML.slice(0, 80)}`;
    }
    return 'in sight';
  });

// Issue 34: Tab never lands on a control hidden under the app bar, the menu's group bar or the
// cart bar pinned to a phone's bottom edge: the page scrolls it out from under them.
test('a control reached with Tab is never under the sticky bars', async ({ page }) => {
  // A phone's width (the layout follows it on both projects), where the cart bar is pinned.
  await page.setViewportSize({ width: 390, height: 844 });
  await seedOrder(page, { deliveryType: 'TAKE_AWAY', lines: [PHILADELPHIA_TAKE_AWAY] });
  await page.goto('/menus/202');
  await waitForHydration(page);
  await expect(page.getByTestId('cart-summary-count')).toHaveText('1 блюдо');
  for (let step = 0; step < 45; step++) {
    await page.keyboard.press('Tab');
    expect(await focusedInSight(page), `Tab ${step + 1}`).toBe('in sight');
  }
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInSight(page), `Shift+Tab ${step + 1}`).toBe('in sight');
  }
});

const overlap = async (one: Locator, other: Locator): Promise<boolean> => {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) return false;
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
};

// Issue 34, item 5: the scroll-to-top button floats over the page, never over a call to action:
// above the menu's cart bar, and clear of the cart's checkout button, at 390 and 320 px.
test('the scroll-to-top button never covers the cart bar or the checkout button', async ({ page }) => {
  await seedOrder(page, {
    deliveryType: 'TAKE_AWAY',
    lines: [PHILADELPHIA_TAKE_AWAY, CALIFORNIA_TAKE_AWAY],
  });
  const toTop = page.getByRole('button', { name: 'Наверх' });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 568 });
    await page.goto('/menus/202');
    await waitForHydration(page);
    await page.mouse.wheel(0, 3000);
    await expect(toTop).toBeVisible();
    const cartBar = page.getByRole('complementary', { name: 'Корзина' });
    expect(await overlap(toTop, cartBar), `menu at ${width}`).toBe(false);

    await page.goto('/cart');
    await waitForHydration(page);
    const checkout = page.getByRole('link', { name: 'Оформить заказ' });
    await expect(checkout).toBeVisible();
    // The checkout button at the bottom edge, where the floating button sits, more than a screen
    // down (where the button shows); then two frames for the page to answer the scroll.
    const scrolledPastScreen = await page.evaluate(async () => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent === 'Оформить заказ');
      if (link) window.scrollBy(0, link.getBoundingClientRect().bottom - window.innerHeight + 8);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.scrollY > window.innerHeight;
    });
    expect(scrolledPastScreen, `cart at ${width}: long enough`).toBe(true);
    // Shown, it leaves the checkout button clear; or it waits until that has passed.
    if (await toTop.isVisible()) expect(await overlap(toTop, checkout), `cart at ${width}`).toBe(false);
  }
});

// Issue 19: on a slow phone the server-rendered menu is on the screen before the page is
// interactive; a tap on 'Добавить' then must still add the dish, once the page can.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, waitForMenuHydration } from './menu-support';
import { holdRequests } from './shell-support';

test('a tap on Добавить before hydration adds the dish once the page is interactive', async ({ page }) => {
  await asReturningVisitor(page);
  // A mid-range phone: the CPU four times slower (Chromium's own throttling).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The page's scripts wait until the tap is made: the tap surely comes before hydration.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });

  await page.goto('/menus/201', { waitUntil: 'commit' });
  const card = page.getByRole('article', { name: 'Васаби' });
  const add = card.getByRole('button', { name: 'Добавить «Васаби» в корзину' });
  await add.click();
  await add.click();
  // Taken, and shown as taken, while nothing can handle it yet.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  release();
  await waitForMenuHydration(page);
  await expect(card.getByRole('group', { name: '«Васаби» в корзине' }).locator('output')).toHaveText('2');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('app_cart') ?? 'null'));
  expect(stored.positions).toEqual([expect.objectContaining({ id: 201103, count: 2 })]);
});

// Issue 17: the document holds the records of the first screen's dishes only; the other cards are
// the server's markup until the boot has loaded the menu's positions. Meanwhile they still work.
test('a card shown as markup after hydration keeps a tap and opens its dish', async ({ page }) => {
  await asReturningVisitor(page);
  // The menu's positions wait until the taps are made: the cards are surely still markup.
  const release = await holdRequests(page, /\/1\/p\/menus\/201\/positions/);

  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  const card = page.getByRole('article', { name: 'Васаби' });
  const add = card.getByRole('button', { name: 'Добавить «Васаби» в корзину' });
  await add.click();
  await expect(add).toHaveAttribute('aria-busy', 'true');

  // Its link opens the dish's layer over the menu, as a card's does, not a new document.
  await card.getByRole('link', { name: 'Васаби' }).click();
  await expect(page).toHaveURL(/\/menus\/201\/positions\/201103$/);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

  release();
  const dialog = page.getByRole('dialog', { name: 'Васаби' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(card.getByRole('group', { name: '«Васаби» в корзине' }).locator('output')).toHaveText('1');
});

test("the focus stays on a card's link when the markup's card becomes the page's own", async ({ page }) => {
  await asReturningVisitor(page);
  const release = await holdRequests(page, /\/1\/p\/menus\/201\/positions/);
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  const card = page.getByRole('article', { name: 'Васаби' });
  await card.getByRole('link', { name: 'Васаби' }).focus();
  await card.evaluate((element) => ((window as { markupCard?: Element }).markupCard = element));

  release();
  // The markup's card leaves the document for the page's own, and the focus goes with it.
  await page.waitForFunction(() => !(window as { markupCard?: Element }).markupCard?.isConnected);
  await expect(card.getByRole('link', { name: 'Васаби' })).toBeFocused();
});

// A visitor who has chosen no order type taps the other menu's tab while the boot is still
// loading the restaurant: the tap chooses that menu, and the boot's default type must not take
// the visitor back to the first menu when it arrives.
test('a menu tab tapped before the boot knows the restaurant stays chosen', async ({ page }) => {
  await asReturningVisitor(page);
  const release = await holdRequests(page, /\/1\/p\/restos\/\d+$/);
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  const tabs = page.getByRole('navigation', { name: 'Меню заведения' });
  await tabs.getByRole('link', { name: 'Самовывоз' }).click();
  await expect(page).toHaveURL(/\/menus\/202$/);

  release();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('app_order_delivery_type')))
    .toBe('"TAKE_AWAY"');
  await expect(tabs.getByRole('link', { name: 'Самовывоз' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\/menus\/202$/);
});

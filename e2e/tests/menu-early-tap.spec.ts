// Issue 19: on a slow phone the server-rendered menu is on the screen before the page is
// interactive; a tap on 'Добавить' then must still add the dish, once the page can.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, waitForMenuHydration } from './menu-support';

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

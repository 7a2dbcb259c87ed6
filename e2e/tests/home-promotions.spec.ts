// Issue 8: the promotions carousel on home turns every 6000 ms (spec §9), holds while pointed at
// and can be paused; a promotion shows its last day; restaurants are listed as cards with today's
// hours.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, fixServerTime, seriousViolations, waitForMenuHydration } from './menu-support';
import { watchConsole } from './shell-support';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('the promotions carousel turns every 6 s, holds while pointed at, and pauses', async ({ page }) => {
  const problems = watchConsole(page);
  await page.clock.install();
  // A phone's width: four cards do not fit, so there is somewhere to turn to.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForMenuHydration(page);
  const track = page.locator('.home-carousel');
  await expect(track.getByRole('link')).toHaveCount(4);
  const offset = () => track.evaluate((element) => Math.round(element.scrollLeft));
  // One turn is one card and the gap after it (the smooth scroll is done when it gets there).
  const step = await track.evaluate((element) =>
    Math.round(
      (element.firstElementChild?.getBoundingClientRect().width ?? 0) +
        Number.parseFloat(getComputedStyle(element).columnGap),
    ),
  );

  // The installed clock also runs on in real time, and the turns count from the carousel's mount,
  // a little before this point: 4 s leaves up to 2 s of it for a loaded machine.
  await page.clock.runFor(4000);
  expect(await offset()).toBe(0);
  await page.clock.runFor(2500);
  await expect.poll(offset).toBe(step);

  // Pointed at: it holds (a turn would have started within the half second of real time).
  await track.hover();
  await page.clock.runFor(13_000);
  await page.waitForTimeout(500);
  expect(await offset()).toBe(step);

  // Paused: it holds after the pointer has left too; 'Листать' lets it go on.
  await page.getByRole('button', { name: 'Пауза' }).click();
  await expect(page.getByRole('button', { name: 'Листать' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(13_000);
  await page.waitForTimeout(500);
  expect(await offset()).toBe(step);
  await page.getByRole('button', { name: 'Листать' }).click();
  await expect(page.getByRole('button', { name: 'Пауза' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(6500);
  await expect.poll(offset).toBeGreaterThanOrEqual(2 * step - 1);
  expect(problems).toEqual([]);
});

test('a promotion shows its last day, on its card and in its layer', async ({ page }) => {
  await page.goto('/promotions');
  await waitForMenuHydration(page);
  const card = page.getByRole('link', { name: /Минус 10% на первый заказ/ });
  await expect(card).toContainText('До 31 декабря');
  await card.click();
  const layer = page.getByRole('dialog', { name: 'Минус 10% на первый заказ' });
  await expect(layer.getByText('До 31 декабря')).toBeVisible();
});

test("restaurants are cards with their photo, street and today's hours", async ({ page }) => {
  const problems = watchConsole(page);
  // Monday 12:00 in Kazan (+03:00): Baumana street is open, Chistopolskaya has its day off.
  await fixServerTime(page, '2026-11-23T09:00:00.000Z');
  await page.goto('/restos');
  await waitForMenuHydration(page);
  const baumana = page.getByRole('link', { name: /Умико на Баумана/ });
  await expect(baumana).toContainText('ул. Баумана, 44');
  await expect(baumana).toContainText('Открыто');
  await expect(baumana.locator('img')).toHaveAttribute('src', /\/images\/restos\//);
  const chistopolskaya = page.getByRole('link', { name: /Умико на Чистопольской/ });
  await expect(chistopolskaya).toContainText('Выходной');
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

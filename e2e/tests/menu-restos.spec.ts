// Issue 8: a restaurant's details and its weekly schedule (spec §3 labels), today marked and
// whether it is open now in its own time zone.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, fixServerTime, seriousViolations, waitForMenuHydration } from './menu-support';
import { watchConsole } from './shell-support';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test('a restaurant with a day off: its details and schedule, Saturday marked and open', async ({ page }) => {
  const problems = watchConsole(page);
  // Saturday 12:00 in Kazan (+03:00).
  await fixServerTime(page, '2026-11-21T09:00:00.000Z');
  await page.goto('/restos');
  await waitForMenuHydration(page);
  await page.getByRole('link', { name: 'Умико на Чистопольской' }).click();
  await expect(page).toHaveURL(/\/restos\/202$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О заведении');
  const details = page.getByRole('article', { name: 'Умико на Чистопольской' });
  await expect(details.getByText('Казань, ул. Чистопольская, 20')).toBeVisible();
  await expect(details.getByRole('link', { name: '+7 843 200-20-20' })).toHaveAttribute(
    'href',
    'tel:+78432002020',
  );
  await expect(details.getByRole('link', { name: 'chistopolskaya@umiko.example' })).toBeVisible();
  await expect(details.getByText('1 250 ₽')).toBeVisible();

  const schedule = details.getByRole('table', { name: 'Часы работы' });
  await expect(schedule.getByRole('row', { name: /Понедельник/ })).toContainText('Выходной');
  const today = schedule.locator('tr[aria-current="date"]');
  await expect(today).toHaveCount(1);
  await expect(today).toContainText('Суббота');
  await expect(today).toContainText('10:00-23:00');
  await expect(today).toContainText('Открыто');
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('late at night the same restaurant is closed; the flagship is round the clock', async ({ page }) => {
  // Saturday 23:30 in Kazan.
  await fixServerTime(page, '2026-11-21T20:30:00.000Z');
  await page.goto('/restos/202');
  await waitForMenuHydration(page);
  const today = page.locator('.resto-schedule tr[aria-current="date"]');
  await expect(today).toContainText('Закрыто');
  await page.goto('/restos/201');
  await waitForMenuHydration(page);
  const schedule = page.getByRole('table', { name: 'Часы работы' });
  await expect(schedule.getByRole('row', { name: /Среда/ })).toContainText('Круглосуточно');
  await expect(schedule.locator('tr[aria-current="date"]')).toContainText('Открыто');

  // A restaurant of another city than the stored one (issue 34: the page stayed empty).
  // The server's page had it; the stored city's catalog, once loaded, emptied it.
  await page.goto('/restos/204');
  await waitForMenuHydration(page);
  await page.waitForLoadState('networkidle');
  const budva = page.getByRole('article', { name: 'Umiko Stari Grad' });
  await expect(budva.getByText('Будва, Mediteranska, 4')).toBeVisible();
  await expect(budva.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(page).toHaveTitle(/^Umiko Stari Grad — /);
});

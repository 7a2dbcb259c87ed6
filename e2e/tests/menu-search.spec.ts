// Issue 8: the search popup over the menu (spec §2: placeholder 'Поиск', a back button): results
// as you type, arrows and Enter open a dish, the back button returns to the menu.
import { expect, test } from '@playwright/test';
import { asReturningVisitor, seriousViolations, waitForMenuHydration } from './menu-support';
import { watchConsole } from './shell-support';

test.describe.configure({ timeout: 90_000 });

test('searching the menu: results as you type, the keyboard opens a dish', async ({ page }) => {
  const problems = watchConsole(page);
  await asReturningVisitor(page);
  await page.goto('/menus/201');
  await waitForMenuHydration(page);
  await page.getByRole('button', { name: 'Поиск' }).click();

  const search = page.getByRole('combobox', { name: 'Поиск' });
  await expect(search).toBeFocused();
  await expect(search).toHaveAttribute('placeholder', 'Поиск');
  await search.fill('калифор');
  const results = page.getByRole('listbox', { name: 'Найденные блюда' }).getByRole('option');
  // Dishes named so, and those with it among their ingredients (a set, say); nothing else.
  await expect(results.first()).toContainText('Калифорния');
  const names = await results.locator('.search__name').allTextContents();
  expect(names).toContain('Калифорния с крабом');
  expect(names).not.toContain('Филадельфия');
  expect(await seriousViolations(page)).toEqual([]);

  await search.fill('несуществующее блюдо');
  await expect(page.getByText('Ничего не нашлось. Попробуйте другое слово')).toBeVisible();

  // The back button returns to the menu; the arrows and Enter open the second result.
  await page.getByRole('button', { name: 'Назад' }).click();
  await expect(search).toBeHidden();
  await page.getByRole('button', { name: 'Поиск' }).click();
  await search.fill('ролл');
  await expect(results.nth(1)).toBeVisible();
  const second = (await results.nth(1).locator('.search__name').textContent()) ?? '';
  await search.press('ArrowDown');
  await expect(results.nth(1)).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/menus\/201\/positions\/\d+$/);
  await expect(page.getByRole('dialog', { name: second })).toBeVisible();
  expect(problems).toEqual([]);
});

// Issue 24: a visitor in Budva reads the chain's own texts in English and Montenegrin. No Cyrillic
// on the menu, a dish layer, the cart, the promotions and the restaurant pages, the brand's name
// included (the tenant file's `names`, issue 34);
// switching the language reads the catalog again without a reload, and the cart keeps its dishes.
// The search finds a dish by its Russian name too. (The server's HTML: catalog-languages.http.spec.ts.)
import { expect, test, type Page } from '@playwright/test';
import { fixServerTime, waitForMenuHydration } from './menu-support';
import { chooseLocale, watchConsole } from './shell-support';

test.describe.configure({ timeout: 120_000 });

const BUDVA = 202;
const STARI_GRAD = 204;
/** The lines of the page's visible text with Cyrillic in them. */
const cyrillicLines = (page: Page) =>
  page.evaluate(() => document.body.innerText.split('\n').filter((line) => /[\u0400-\u04FF]/.test(line)));

const expectNoCyrillic = async (page: Page, where: string) =>
  expect.poll(() => cyrillicLines(page), { message: where }).toEqual([]);

/** Chooses a language in the first visible language menu (the app bar's, else the footer's). */
const switchLanguage = async (page: Page, to: string) => {
  await page
    .getByRole('button', { name: /^(Language|Jezik): / })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('button', { name: to, exact: true }).click();
};

test('Budva in English and Montenegrin: the catalog in the language, the cart kept across a switch', async ({
  page,
  baseURL,
}) => {
  const problems = watchConsole(page);
  // A Wednesday afternoon in Budva: Umiko Stari Grad is open.
  await fixServerTime(page, '2026-11-25T12:00:00Z');
  await page.addInitScript(
    ({ city, resto }) => {
      if (window.localStorage.getItem('app_city_id') !== null) return;
      window.localStorage.setItem('app_cookies_consent_accepted', 'true');
      window.localStorage.setItem('app_city_id', String(city));
      window.localStorage.setItem('app_resto_id', String(resto));
    },
    { city: BUDVA, resto: STARI_GRAD },
  );
  await chooseLocale(page, baseURL!, 'en');

  // The menu and a dish layer, in English.
  await page.goto('/menus/203');
  await waitForMenuHydration(page);
  await expect(page.getByRole('link', { name: 'Philadelphia', exact: true })).toBeVisible();
  await expectNoCyrillic(page, 'the menu in English');
  // The search finds a dish by its Russian name as well.
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('Филадельф');
  const results = page.getByRole('listbox').getByRole('option');
  await expect(results.first()).toContainText('Philadelphia');
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('link', { name: 'Philadelphia', exact: true }).click();
  const layer = page.getByRole('dialog', { name: 'Philadelphia' });
  await expect(layer).toContainText('The classic: tender salmon');
  await expectNoCyrillic(page, 'the dish layer in English');
  await layer.getByRole('button', { name: 'Add one more: Spicy sauce' }).click();
  await layer.getByRole('button', { name: /^Add for/ }).click();
  await expect(layer).toBeHidden();

  // The cart, in English; then in Montenegrin without a reload, with the same line.
  await page.locator('a[href="/cart"]').first().click();
  await expect(page.getByText('Spicy sauce × 1')).toBeVisible();
  await expectNoCyrillic(page, 'the cart in English');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await switchLanguage(page, 'Crnogorski');
  await expect(page.getByText('Filadelfija', { exact: true })).toBeVisible();
  await expect(page.getByText('Ljuti sos × 1')).toBeVisible();
  await expect(page.getByRole('group', { name: /Filadelfija/ }).locator('output')).toHaveText('1');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expectNoCyrillic(page, 'the cart in Montenegrin');

  // The dish and the menu, now in Montenegrin.
  await page.goto('/menus/203/positions/203001');
  await waitForMenuHydration(page);
  await expect(page.getByRole('dialog', { name: 'Filadelfija' })).toContainText('Ljuti sos');
  await expectNoCyrillic(page, 'the dish layer in Montenegrin');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Filadelfija', exact: true })).toBeVisible();
  await expectNoCyrillic(page, 'the menu in Montenegrin');

  // Promotions: Montenegrin, then English after a switch.
  await page.goto('/promotions');
  await waitForMenuHydration(page);
  await expect(page.getByText('Besplatna dostava duž obale').first()).toBeVisible();
  await expectNoCyrillic(page, 'the promotions in Montenegrin');
  await switchLanguage(page, 'English');
  await expect(page.getByText('Free delivery along the coast').first()).toBeVisible();
  await expectNoCyrillic(page, 'the promotions in English');

  // The restaurants: the list in English, the restaurant in Montenegrin.
  await page.goto('/restos');
  await waitForMenuHydration(page);
  await expect(page.getByText('Umiko Bečići').first()).toBeVisible();
  await expectNoCyrillic(page, 'the restaurants in English');
  await page
    .getByRole('link', { name: /Umiko Stari Grad/ })
    .first()
    .click();
  await expect(page.getByText('By the walls of the Old Town', { exact: false })).toBeVisible();
  await expectNoCyrillic(page, 'the restaurant in English');
  await switchLanguage(page, 'Crnogorski');
  await expect(page.getByText('Uz zidine Starog grada', { exact: false })).toBeVisible();
  await expectNoCyrillic(page, 'the restaurant in Montenegrin');
  // The footer says the information pages stay Russian.
  await expect(page.getByText('Informativne stranice su samo na ruskom jeziku')).toBeAttached();
  // Signing in: the example number is Montenegrin (issue 34, item 10).
  await page.goto('/auth');
  await waitForMenuHydration(page);
  await expect(page.getByRole('textbox', { name: 'Broj telefona' })).toHaveAttribute(
    'placeholder',
    '+382 67 000 000',
  );
  expect(problems).toEqual([]);
});

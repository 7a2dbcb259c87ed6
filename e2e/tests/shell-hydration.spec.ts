// Every route hydrates without a console error or warning, in ru, en and cnr, on the desktop and
// phone projects; a screenshot of each screen is attached to the report.
import { expect, test } from '@playwright/test';
import {
  attachScreenshot,
  chooseLocale,
  headlineOf,
  LOCALES,
  ROUTES,
  waitForHydration,
  watchConsole,
} from './shell-support';

for (const locale of LOCALES) {
  for (const route of ROUTES) {
    test(`${route.path} hydrates cleanly (${locale})`, async ({ page, baseURL }, testInfo) => {
      const problems = watchConsole(page);
      await chooseLocale(page, baseURL as string, locale);
      // Every boot asks for the cities (spec §4): its answer is when boot errors would show.
      const cities = page.waitForResponse((response) => response.url().includes('/1/p/cities'));
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toHaveText(headlineOf(route, locale, testInfo.project.name));
      if (route.layer) await expect(page.getByRole('dialog', { name: route.layer[locale] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await cities;
      // And whatever it opens (the bootloader's chunk) has arrived before the screenshot.
      await page.waitForLoadState('networkidle');
      await attachScreenshot(page, testInfo, `${testInfo.project.name} ${locale} ${route.path}`);
      expect(problems).toEqual([]);
    });
  }
}

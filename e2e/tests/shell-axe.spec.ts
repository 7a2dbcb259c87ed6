// Accessibility: axe finds no serious or critical violation on any page of the shell.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { chooseLocale, ROUTES, waitForHydration } from './shell-support';

for (const route of ROUTES) {
  test(`${route.path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious).toEqual([]);
  });
}

for (const locale of ['en', 'cnr'] as const) {
  test(`the ${locale} pages pass axe too (lang attributes, names in that language)`, async ({
    page,
    baseURL,
  }) => {
    await chooseLocale(page, baseURL as string, locale);
    await page.goto('/restos');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
}

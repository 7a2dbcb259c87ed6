// One visit to a route of spec §2 in a language checks all that a page owes on arrival:
// - it hydrates without a console error or warning, with its headline, its layer and its language;
// - nothing on it (nor what loads after hydration: chunks on demand, maps, pictures) breaks its
//   content security policy;
// - axe finds no serious or critical accessibility violation (every route in Russian; /restos in
//   every language, for the lang attributes and names in that language).
// Russian and Montenegrin arrive as first-time visitors (the start dialog open over the page),
// English as a returning one (the restaurant's catalog loaded), so both kinds load under the policy.
// Russian: shell-routes.spec.ts (desktop and phone); the other languages:
// shell-routes-languages.spec.ts (phone).
import { expect, test, type Page } from '@playwright/test';
import { scanWithAxe } from './axe-support';
import { asReturningVisitor } from './menu-support';
import {
  animationsEnded,
  chooseLocale,
  headlineOf,
  type Locale,
  type ShellRoute,
  waitForHydration,
  watchConsole,
} from './shell-support';

/** Records the policy's violations from the first script on (the page's own listener). */
const watchPolicy = async (page: Page): Promise<() => Promise<string[]>> => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
};

const seriousViolations = async (page: Page) => {
  await animationsEnded(page);
  const results = await scanWithAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/** Declares the visit of `route` in `locale`. */
export const visitRoute = (route: ShellRoute, locale: Locale): void => {
  const returning = locale === 'en';
  const withAxe = locale === 'ru' || route.path === '/restos';
  test(`${route.path} (${locale}${returning ? ', returning visitor' : ''}) hydrates cleanly under its policy${withAxe ? ', passes axe' : ''}`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const problems = watchConsole(page);
    const violations = await watchPolicy(page);
    await chooseLocale(page, baseURL as string, locale);
    if (returning) await asReturningVisitor(page);
    // Every boot asks for the cities (spec §4): its answer is when boot errors would show.
    const cities = page.waitForResponse((response) => response.url().includes('/1/p/cities'));
    await page.goto(route.path);
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toHaveText(headlineOf(route, locale, testInfo.project.name));
    if (route.layer) await expect(page.getByRole('dialog', { name: route.layer[locale] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await cities;
    // Whatever the start-up opens (the start dialog's chunk, the catalog) has arrived.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    if (withAxe) expect(await seriousViolations(page)).toEqual([]);
    // Console messages include the browser's own report of a blocked resource.
    expect(problems).toEqual([]);
  });
};

// Shared by the menu*.spec.ts browser tests: a returning visitor of the demo chain (Kazan, the
// resto on Baumana street) with cookies accepted, and a fixed server clock when a test needs one.
import type { Page } from '@playwright/test';
import { scanWithAxe } from './axe-support';
import { animationsEnded } from './shell-support';

export const DEMO_CITY = 201;
export const DEMO_RESTO = 201;

export const asReturningVisitor = async (page: Page): Promise<void> => {
  await page.addInitScript(
    ({ city, resto }) => {
      if (window.localStorage.getItem('app_city_id') !== null) return;
      window.localStorage.setItem('app_cookies_consent_accepted', 'true');
      window.localStorage.setItem('app_city_id', String(city));
      window.localStorage.setItem('app_resto_id', String(resto));
    },
    { city: DEMO_CITY, resto: DEMO_RESTO },
  );
};

/** The server's clock as the storefront reads it (spec §3: server time), fixed at `utcTime`. */
export const fixServerTime = async (page: Page, utcTime: string): Promise<void> => {
  await page.route('**/1/now', (route) => route.fulfill({ json: { utc_time: utcTime } }));
};

/**
 * Hydration, with room for a first visit to a freshly built server on a busy machine (the
 * shell's own wait allows the default five seconds).
 */
export const waitForMenuHydration = async (page: Page): Promise<void> => {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 20_000 });
};

/**
 * The page's scroll position once a smooth scroll has come to rest: the same value over three
 * animation frames. A group link marks itself current while its smooth scroll is still moving.
 */
export const restingScrollY = async (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 3) resolve(last);
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );

/** Axe's serious and critical findings, as the shell's axe test counts them. */
export const seriousViolations = async (page: Page): Promise<string[]> => {
  await animationsEnded(page);
  const results = await scanWithAxe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

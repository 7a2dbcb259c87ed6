// The Google Maps script loader (spec §4, §7, §9) in a real browser against a local script
// server: the script address carries the key, the language, the four libraries and the weekly
// version; a failing script is retried 3 times with doubling delays, then the loader fails.
import { expect, test, type Page } from '@playwright/test';
import { LOCATION_MODULES, startScriptServer, type ScriptServer } from './location-maps-script-server';

let server: ScriptServer;

test.beforeAll(async () => {
  server = await startScriptServer(LOCATION_MODULES);
});

test.afterAll(async () => {
  await server.close();
});

interface LoadOutcome {
  statuses: string[];
  error: string | null;
  version: string | null;
}

/** Runs the loader in the page: the statuses it went through and how its load ended. */
const runLoader = (page: Page, scriptUrl: string, loads = 1) =>
  page.evaluate(
    async ({ scriptUrl, loads }): Promise<LoadOutcome> => {
      interface Loader {
        status: string;
        load: () => Promise<void>;
        subscribe: (listener: (status: string) => void) => () => void;
      }
      const modulePath = '/modules/google/script-loader';
      const { createScriptLoader } = (await import(modulePath)) as {
        createScriptLoader: (options: object) => Loader;
      };
      // Short delays: the test counts attempts, it does not time them.
      const loader = createScriptLoader({ scriptUrl, apiKey: 'test-key', language: 'ru', firstDelayMs: 5 });
      const statuses = [loader.status];
      loader.subscribe((status) => statuses.push(status));
      let error: string | null = null;
      for (let index = 0; index < loads; index++) {
        error = await loader.load().then(
          () => null,
          (failure: Error) => failure.message,
        );
      }
      const google = (window as { google?: { maps: { version: string } } }).google;
      return { statuses, error, version: google?.maps.version ?? null };
    },
    { scriptUrl, loads },
  );

const scenarioOf = (title: string, project: string) => `${project}-${title.replace(/\W+/g, '-')}`;

test('the script is asked for with the key, language, libraries and weekly version', async ({
  page,
}, testInfo) => {
  const scenario = scenarioOf(testInfo.title, testInfo.project.name);
  await page.goto(server.origin);
  const outcome = await runLoader(page, server.scriptUrl(scenario, 0));

  expect(outcome).toEqual({
    statuses: ['initialized', 'loading', 'success'],
    error: null,
    version: `local-${scenario}`,
  });
  const [request] = server.requests(scenario);
  expect(request?.searchParams.get('key')).toBe('test-key');
  expect(request?.searchParams.get('language')).toBe('ru');
  expect(request?.searchParams.get('libraries')).toBe('geometry,places,marker,geocoding');
  expect(request?.searchParams.get('v')).toBe('weekly');
  expect(request?.searchParams.get('callback')).toBeTruthy();
  expect(server.requests(scenario)).toHaveLength(1);
});

test('a script that fails twice is retried and then loads', async ({ page }, testInfo) => {
  const scenario = scenarioOf(testInfo.title, testInfo.project.name);
  await page.goto(server.origin);
  const outcome = await runLoader(page, server.scriptUrl(scenario, 2));

  expect(outcome.statuses).toEqual(['initialized', 'loading', 'success']);
  expect(outcome.version).toBe(`local-${scenario}`);
  expect(server.requests(scenario)).toHaveLength(3);
  // Only one script element is left in the page: the failed ones were removed.
  expect(await page.locator('script[src*="/maps/api/js"]').count()).toBe(1);
});

test('after 3 retries the loader fails; a later load starts over', async ({ page }, testInfo) => {
  const scenario = scenarioOf(testInfo.title, testInfo.project.name);
  await page.goto(server.origin);
  const outcome = await runLoader(page, server.scriptUrl(scenario, 1000), 2);

  expect(outcome.statuses).toEqual(['initialized', 'loading', 'failure', 'loading', 'failure']);
  expect(outcome.error).toContain('The maps script could not be loaded');
  expect(outcome.version).toBeNull();
  // 1 attempt + 3 retries, twice.
  expect(server.requests(scenario)).toHaveLength(8);
  expect(await page.locator('script[src*="/maps/api/js"]').count()).toBe(0);
});

test('the retries wait exponentially longer', async ({ page }) => {
  await page.goto(server.origin);
  const delays = await page.evaluate(async () => {
    const modulePath = '/modules/google/script-loader';
    const { retryDelayMs } = (await import(modulePath)) as {
      retryDelayMs: (index: number, first: number) => number;
    };
    return [0, 1, 2].map((index) => retryDelayMs(index, 1000));
  });
  expect(delays).toEqual([1000, 2000, 4000]);
});

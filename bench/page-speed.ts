// Page speed, as issue 17 measures it: Lighthouse 12.8 (mobile preset: simulated slow 4G, a 4×
// slower CPU) in the system Chromium on home, a menu, a dish URL and the cart, each for a returning
// visitor (city, restaurant and cart in localStorage) and for a first visit (no storage, no
// cookies), always with an empty HTTP cache (lib/visitor.ts). The reference, in the same run with
// the same browser and settings: a bare React Router page (bench/reference-app: React 19 and React
// Router alone, server rendered, served compressed by node:http). Lighthouse on a shared machine
// varies by ±1 s of LCP between runs, so the runs are interleaved in rounds — the reference, then
// every page in both modes — so that a slow spell of the machine touches all pages alike, and each
// figure is the median of the rounds (BENCH_ROUNDS, default 5). Targets are read on the medians
// (lib/page-speed-report.ts). Exports run(kind) for run.ts.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { startStorefront, type DatabaseKind } from './lib/api-server';
import { FAILED_RUN, runLighthouse, type PageFigures } from './lib/lighthouse-page';
import { reportPageSpeed, type PageSamples } from './lib/page-speed-report';
import { startReferenceApp } from './lib/reference-app';
import { benchRounds } from './lib/stats';
import { prepareVisitor, VISITOR_MODES, type VisitorMode } from './lib/visitor';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'menu', path: '/menus/201' },
  { name: 'dish', path: '/menus/201/positions/201001' },
  { name: 'cart', path: '/cart' },
];
const BUDGETED_DOCUMENT = 'menu';

interface Browser {
  page: Page;
  port: number;
  /** Every origin measured: all their storage is emptied before each load. */
  origins: string[];
}

/** One load of url as the given visitor; a failed run is reported and left out of the medians. */
async function measure(browser: Browser, url: string, mode: VisitorMode): Promise<PageFigures> {
  const started = Date.now();
  try {
    await prepareVisitor(browser.page, browser.origins, new URL(url).origin, mode);
    const figures = await runLighthouse(browser.page, browser.port, url);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `  ${url} (${mode}): score ${figures.score}, LCP ${figures.lcpMs.toFixed(0)} ms, ` +
        `TBT ${figures.tbtMs.toFixed(0)} ms (${seconds} s)`,
    );
    return figures;
  } catch (error) {
    console.error(`  ${url} (${mode}) failed: ${error instanceof Error ? error.message : String(error)}`);
    return FAILED_RUN;
  }
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The page's speed does not depend on the database behind it: measured once, on the default.
  if (kind !== 'pglite') return;
  const rounds = benchRounds();
  const storefront = await startStorefront(kind);
  const reference = await startReferenceApp().catch(async (error: unknown) => {
    await storefront.stop();
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const browser: Browser = {
      page: await connection.newPage(),
      port: chrome.port,
      origins: [storefront.baseUrl, reference.baseUrl],
    };
    const referenceSamples: PageFigures[] = [];
    const pages: PageSamples[] = PAGES.flatMap(({ name, path }) =>
      VISITOR_MODES.map((mode) => ({
        name: `${name} ${path} (${mode})`,
        documentBudget: name === BUDGETED_DOCUMENT,
        samples: [],
      })),
    );
    for (let round = 1; round <= rounds; round++) {
      console.log(`Page speed, round ${round} of ${rounds}`);
      // The bare page stores nothing and reads nothing stored: measured as a first visit.
      referenceSamples.push(await measure(browser, `${reference.baseUrl}/`, 'first visit'));
      for (const [index, { path }] of PAGES.entries())
        for (const [modeIndex, mode] of VISITOR_MODES.entries())
          pages[index * VISITOR_MODES.length + modeIndex]!.samples.push(
            await measure(browser, `${storefront.baseUrl}${path}`, mode),
          );
    }
    await connection.disconnect();
    reportPageSpeed(referenceSamples, pages, rounds);
  } finally {
    chrome.kill();
    await reference.stop();
    await storefront.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run('pglite');

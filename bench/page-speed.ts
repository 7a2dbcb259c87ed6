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
import { startStorefront, type DatabaseKind, type RunningApi } from './lib/api-server';
import { FAILED_RUN, runLighthouse, type PageFigures } from './lib/lighthouse-page';
import { answersOk } from './lib/net';
import { reportPageSpeed, type PageSamples } from './lib/page-speed-report';
import { startReferenceApp } from './lib/reference-app';
import { benchRounds } from './lib/stats';
import { prepareVisitor, VISITOR_MODES, type VisitorMode } from './lib/visitor';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'menu', path: '/menus/201' },
  { name: 'dish', path: '/menus/201/positions/201001' },
  { name: 'cart', path: '/cart' },
];
// BENCH_PAGES=menu,cart measures those pages alone (beside the reference), for trying a change.
const chosenPages = process.env.BENCH_PAGES?.split(',');
const PAGES = chosenPages ? ALL_PAGES.filter(({ name }) => chosenPages.includes(name)) : ALL_PAGES;
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

/**
 * The storefront under measurement, restarted (on the same build) when it stopped answering: on a
 * machine shared with other engineers, a server of ours was seen stopped by a SIGTERM from outside
 * in the middle of a run. A load that failed is measured once more, so one such stop or one
 * Lighthouse hiccup costs a sample's time, not the sample.
 */
function storefrontUnderTest(kind: DatabaseKind, first: RunningApi, origins: string[]) {
  let storefront = first;
  let restarts = 0;
  const ensureUp = async () => {
    if (await answersOk(`${storefront.baseUrl}/readyz`)) return;
    console.error(`  the storefront at ${storefront.baseUrl} stopped answering: restarted`);
    restarts++;
    await storefront.stop();
    storefront = await startStorefront(kind, false);
    origins.push(storefront.baseUrl);
  };
  return {
    restarts: () => restarts,
    stop: () => storefront.stop(),
    async measure(browser: Browser, path: string, mode: VisitorMode): Promise<PageFigures> {
      await ensureUp();
      const figures = await measure(browser, `${storefront.baseUrl}${path}`, mode);
      if (!Number.isNaN(figures.score)) return figures;
      await ensureUp();
      return measure(browser, `${storefront.baseUrl}${path}`, mode);
    },
  };
}

type Storefront = ReturnType<typeof storefrontUnderTest>;

/** The interleaved rounds: the reference, then every page as each visitor; then the report. */
async function measureRounds(browser: Browser, referenceUrl: string, storefront: Storefront) {
  const rounds = benchRounds();
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
    referenceSamples.push(await measure(browser, referenceUrl, 'first visit'));
    for (const [index, { path }] of PAGES.entries())
      for (const [modeIndex, mode] of VISITOR_MODES.entries())
        pages[index * VISITOR_MODES.length + modeIndex]!.samples.push(
          await storefront.measure(browser, path, mode),
        );
  }
  reportPageSpeed(referenceSamples, pages, rounds);
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The page's speed does not depend on the database behind it: measured once, on the default.
  if (kind !== 'pglite') return;
  const started = Date.now();
  const firstStorefront = await startStorefront(kind);
  const origins = [firstStorefront.baseUrl];
  const storefront = storefrontUnderTest(kind, firstStorefront, origins);
  try {
    const reference = await startReferenceApp();
    origins.push(reference.baseUrl);
    try {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const browser: Browser = { page: await connection.newPage(), port: chrome.port, origins };
        await measureRounds(browser, `${reference.baseUrl}/`, storefront);
        await connection.disconnect();
      } finally {
        chrome.kill();
      }
    } finally {
      await reference.stop();
    }
  } finally {
    await storefront.stop();
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `Page speed took ${minutes} min; the storefront was restarted ${storefront.restarts()} time(s).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run('pglite');

// Page speed: Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) in the
// system Chromium on home, a menu, a dish URL and the cart, as a returning visitor of the demo chain
// (city, restaurant and a cart in localStorage; the HTTP cache emptied before each page, so every
// figure is a first load). Prints the performance score, LCP, TBT, CLS, and the JavaScript of the
// first load: as sent (brotli) and gzipped (the budget's unit), summed over the page's scripts;
// and, gzipped, the part the document itself asks for (its module preloads and scripts, what
// hydration needs) apart from what the page loads on demand afterwards (the boot's API client).
// The reference, in the same run with the same browser and settings: a bare React Router page
// (bench/reference-app: React 19 and React Router alone, server rendered, a heading, a paragraph,
// an image), served compressed by a small node:http server. Each storefront page is printed as a
// ratio to it (storefront ÷ reference; for the score, reference ÷ storefront, so above 1 is worse).
// Exports run(kind) for run.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startStorefront, type DatabaseKind } from './lib/api-server';
import { startReferenceApp } from './lib/reference-app';
import { printTable } from './lib/report';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_CITY = 201;
const DEMO_RESTO = 201;
const DEMO_MENU = 201;
const DEMO_DISH = { id: 201001, name: 'Филадельфия', price: 64900 };
// The visitor has no address, so they take away: their cart holds the take-away menu's dish (the
// delivery menu's would be refused by the cart's preflight, and the cart page would show an error).
const CART_LINE = { id: 202001, menuId: 202, name: 'Филадельфия', price: 64900 };

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'menu', path: `/menus/${DEMO_MENU}` },
  { name: 'dish', path: `/menus/${DEMO_MENU}/positions/${DEMO_DISH.id}` },
  { name: 'cart', path: '/cart' },
];

const TARGETS = { score: 98, lcpMs: 1200, tbtMs: 100, cls: 0.02, menuJsKb: 140 };

/** What a returning visitor has stored: consent, the Kazan restaurant on Baumana street, a dish. */
async function seedVisitor(page: Page, origin: string): Promise<void> {
  // Any page of the origin will do: localStorage is per origin, and the seeds are read on the next load.
  await page.goto(`${origin}/`);
  await page.evaluate(
    ({ city, resto, line }) => {
      localStorage.setItem('app_cookies_consent_accepted', 'true');
      localStorage.setItem('app_city_id', String(city));
      localStorage.setItem('app_resto_id', String(resto));
      localStorage.setItem(
        'app_cart',
        JSON.stringify({
          positions: [{ ...line, count: 2, modifiers: [] }],
          personCount: 1,
          promoCode: null,
        }),
      );
    },
    { city: DEMO_CITY, resto: DEMO_RESTO, line: CART_LINE },
  );
}

/** The gzipped size of each script, asked of the server as a gzip-only browser would. */
async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const length = response.headers.get('content-length');
    // fetch decompresses the body; the header carries what was sent.
    bytes += length ? Number(length) : (await response.arrayBuffer()).byteLength;
  }
  return bytes / 1024;
}

/** The scripts the document names: its module preloads and its script elements with a src. */
async function documentScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)];
  const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)];
  return [...new Set([...links, ...scripts].map((match) => new URL(match[1] ?? '', url).href))];
}

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsSentKb: number;
  jsGzipKb: number;
  jsDocumentGzipKb: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function measure(page: Page, port: number, url: string): Promise<Figures> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)
    ?.items ?? []) as NetworkItem[];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsSentKb: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0) / 1024,
    jsGzipKb: await gzippedKb(scripts.map((script) => script.url)),
    jsDocumentGzipKb: await gzippedKb(await documentScripts(url)),
  };
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The page's speed does not depend on the database behind it: measured once, on the default.
  if (kind !== 'pglite') return;
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
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await seedVisitor(page, storefront.baseUrl);
    const referenceFigures = await measure(page, chrome.port, `${reference.baseUrl}/`);
    const measured: { name: string; figures: Figures }[] = [];
    for (const { name, path } of PAGES)
      measured.push({
        name: `${name} ${path}`,
        figures: await measure(page, chrome.port, `${storefront.baseUrl}${path}`),
      });
    await browser.disconnect();
    const rows = [
      [
        'page',
        'score',
        'LCP ms',
        'TBT ms',
        'CLS',
        'JS sent KB (br)',
        'JS KB gzipped',
        "of it the document's",
      ],
    ];
    for (const { name, figures } of [
      ...measured,
      { name: 'reference: bare React Router /', figures: referenceFigures },
    ])
      rows.push([
        name,
        String(figures.score),
        figures.lcpMs.toFixed(0),
        figures.tbtMs.toFixed(0),
        figures.cls.toFixed(3),
        figures.jsSentKb.toFixed(1),
        figures.jsGzipKb.toFixed(1),
        figures.jsDocumentGzipKb.toFixed(1),
      ]);
    printTable(
      `Page speed: Lighthouse mobile preset, Chromium, first load of a returning visitor ` +
        `(targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, ` +
        `CLS ≤ ${TARGETS.cls}, menu JS ≤ ${TARGETS.menuJsKb} KB gzipped)`,
      rows,
    );
    // A ratio over a zero (TBT is often 0 ms on the bare page) is printed as the difference.
    const ratio = (value: number, base: number, unit: string) =>
      base > 0 ? `${(value / base).toFixed(2)}` : `+${(value - base).toFixed(0)} ${unit}`;
    const ratios = [
      ['page', 'score (ref ÷ page)', 'LCP', 'TBT', 'JS sent (br)', 'JS gzipped', "document's JS gzipped"],
    ];
    for (const { name, figures } of measured)
      ratios.push([
        name,
        ratio(referenceFigures.score, figures.score, 'pt'),
        ratio(figures.lcpMs, referenceFigures.lcpMs, 'ms'),
        ratio(figures.tbtMs, referenceFigures.tbtMs, 'ms'),
        ratio(figures.jsSentKb, referenceFigures.jsSentKb, 'KB'),
        ratio(figures.jsGzipKb, referenceFigures.jsGzipKb, 'KB'),
        ratio(figures.jsDocumentGzipKb, referenceFigures.jsDocumentGzipKb, 'KB'),
      ]);
    printTable(
      `Page speed relative to the bare React Router page in the same run (storefront ÷ reference; ` +
        `the reference: score ${referenceFigures.score}, LCP ${referenceFigures.lcpMs.toFixed(0)} ms, ` +
        `TBT ${referenceFigures.tbtMs.toFixed(0)} ms, JS ${referenceFigures.jsGzipKb.toFixed(1)} KB gzipped)`,
      ratios,
    );
  } finally {
    chrome.kill();
    await reference.stop();
    await storefront.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run('pglite');

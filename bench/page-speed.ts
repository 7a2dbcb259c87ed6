// Page speed: Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) in the
// system Chromium on home, a menu, a dish URL and the cart, as a returning visitor of the demo chain
// (city, restaurant and a cart in localStorage; the HTTP cache emptied before each page, so every
// figure is a first load). Prints the performance score, LCP, TBT, CLS, and the JavaScript of the
// first load: as sent (brotli) and gzipped (the budget's unit), summed over the page's scripts.
// Exports run(kind) for run.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startStorefront, type DatabaseKind } from './lib/api-server';
import { printTable } from './lib/report';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_CITY = 201;
const DEMO_RESTO = 201;
const DEMO_MENU = 201;
const DEMO_DISH = { id: 201001, name: 'Филадельфия', price: 64900 };

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
    ({ city, resto, menu, dish }) => {
      localStorage.setItem('app_cookies_consent_accepted', 'true');
      localStorage.setItem('app_city_id', String(city));
      localStorage.setItem('app_resto_id', String(resto));
      localStorage.setItem(
        'app_cart',
        JSON.stringify({
          positions: [{ ...dish, menuId: menu, count: 2, modifiers: [] }],
          personCount: 1,
          promoCode: null,
        }),
      );
    },
    { city: DEMO_CITY, resto: DEMO_RESTO, menu: DEMO_MENU, dish: DEMO_DISH },
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

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function measure(page: Page, port: number, url: string) {
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
  };
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The page's speed does not depend on the database behind it: measured once, on the default.
  if (kind !== 'pglite') return;
  const storefront = await startStorefront(kind);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await seedVisitor(page, storefront.baseUrl);
    const rows = [['page', 'score', 'LCP ms', 'TBT ms', 'CLS', 'JS sent KB (br)', 'JS KB gzipped']];
    for (const { name, path } of PAGES) {
      const figures = await measure(page, chrome.port, `${storefront.baseUrl}${path}`);
      rows.push([
        `${name} ${path}`,
        String(figures.score),
        figures.lcpMs.toFixed(0),
        figures.tbtMs.toFixed(0),
        figures.cls.toFixed(3),
        figures.jsSentKb.toFixed(1),
        figures.jsGzipKb.toFixed(1),
      ]);
    }
    await browser.disconnect();
    printTable(
      `Page speed: Lighthouse mobile preset, Chromium, first load of a returning visitor ` +
        `(targets: score ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms, ` +
        `CLS ≤ ${TARGETS.cls}, menu JS ≤ ${TARGETS.menuJsKb} KB gzipped)`,
      rows,
    );
  } finally {
    chrome.kill();
    await storefront.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run('pglite');

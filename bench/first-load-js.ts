// The first load's JavaScript of each page as page-speed counts it (every script a load fetches
// until the network is quiet, each script's gzipped size asked of the server), without Lighthouse:
// a quick check of issue 17's budget (≤ 140 KB gzipped in ≤ 8 requests) while changing chunks.
// `npx tsx bench/first-load-js.ts` after `npm run build --workspace @nori/web`; BENCH_PAGES as in
// page-speed. Each script is printed with its size, so a change shows where the bytes went.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { startStorefront } from './lib/api-server';
import { prepareVisitor, VISITOR_MODES } from './lib/visitor';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ALL_PAGES = [
  { name: 'home', path: '/' },
  { name: 'menu', path: '/menus/201' },
  { name: 'dish', path: '/menus/201/positions/201001' },
  { name: 'cart', path: '/cart' },
];
const chosen = process.env.BENCH_PAGES?.split(',');
const PAGES = chosen ? ALL_PAGES.filter(({ name }) => chosen.includes(name)) : ALL_PAGES;
const BUDGET_BYTES = 140 * 1024;

/** The gzipped size of a script, asked of the server as a gzip-only browser would. */
async function gzippedBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const length = response.headers.get('content-length');
  return length ? Number(length) : (await response.arrayBuffer()).byteLength;
}

const storefront = await startStorefront('pglite', false);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const connection = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await connection.newPage();
  let scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const { name, path } of PAGES)
    for (const mode of VISITOR_MODES) {
      await prepareVisitor(page, [storefront.baseUrl], storefront.baseUrl, mode);
      scripts = [];
      await page.goto(`${storefront.baseUrl}${path}`, { waitUntil: 'networkidle0' });
      // The scripts are asked for once the page has painted (paint-first.server.ts), and a boot's
      // answers may load more: the count is read three seconds after the network first went quiet.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      let total = 0;
      const lines: string[] = [];
      for (const url of scripts) {
        const bytes = await gzippedBytes(url);
        total += bytes;
        lines.push(`    ${String(bytes).padStart(7)}  ${new URL(url).pathname}`);
      }
      const verdict = total <= BUDGET_BYTES && scripts.length <= 8 ? 'within' : 'OVER';
      console.log(
        `${name} ${path} (${mode}): ${total} B gz in ${scripts.length} scripts (${verdict} the budget)`,
      );
      console.log(lines.join('\n'));
    }
  await connection.disconnect();
} finally {
  chrome.kill();
  await storefront.stop();
}

// Pages through nginx: every route of the storefront (apps/web/app/routes.ts) answers, rendered by
// a storefront node (which, in the split, reads the catalog from the API nodes through API_BASE_URL);
// in a browser the menu page boots and the cart is priced through nginx; and in the split each
// storefront node answers its own /healthz and /readyz.
import puppeteer from 'puppeteer-core';
import { INFO_SLUGS } from '../../apps/web/app/features/info-pages/info-page-types';
import type { Cluster } from './cluster';
import { call } from './http';
import type { Check } from './people';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const pagePaths = (orderId: number) => [
  '/',
  '/auth',
  '/cart',
  '/cart/checkout',
  '/orders',
  `/orders/${orderId}`,
  '/menus/201',
  '/menus/201/positions/201071',
  '/promotions',
  '/promotions/201',
  '/restos',
  '/restos/201',
  '/terms-of-sale',
  '/sitemap.xml',
  '/robots.txt',
  ...INFO_SLUGS.map((slug) => `/${slug}`),
];

async function everyPage(cluster: Cluster, orderId: number): Promise<Check> {
  const pageNodes = new Set(cluster.nodes.filter((node) => node.role !== 'api').map((node) => node.address));
  const failures: string[] = [];
  const paths = pagePaths(orderId);
  for (const path of paths) {
    const answer = await call(`${cluster.nginx.url}${path}`);
    if (answer.status !== 200 || !pageNodes.has(answer.node))
      failures.push(`${path}: ${answer.status} on ${answer.node}`);
  }
  return {
    name: 'every page answers through nginx, rendered by a storefront node',
    held: failures.length === 0,
    figures: failures.length === 0 ? `${paths.length} pages` : failures.join('; '),
  };
}

/** A returning visitor's storage (as e2e/tests/checkout-support.ts seeds it): take-away in Kazan, one dish. */
const RETURNING_VISITOR = {
  app_cookies_consent_accepted: true,
  app_city_id: 201,
  app_resto_id: 201,
  app_order_delivery_type: 'TAKE_AWAY',
  app_cart: {
    positions: [{ id: 202001, menuId: 202, name: 'Филадельфия', price: 64900, count: 1, modifiers: [] }],
    personCount: 1,
    promoCode: null,
  },
};

/**
 * In Chromium: a first visit's menu page boots (its catalog calls), and a returning visitor's cart
 * is priced (the preflight, a POST), each call going from the browser through nginx to API nodes.
 */
async function browserCalls(cluster: Cluster): Promise<Check> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  const apiCalls: string[] = [];
  const errors: string[] = [];
  try {
    const watch = async (storage: Record<string, unknown> | null) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      if (storage)
        await page.evaluateOnNewDocument((stored: Record<string, unknown>) => {
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, JSON.stringify(value));
        }, storage);
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (/^\/(1|api)\//.test(pathname))
          apiCalls.push(`${response.status()} ${response.request().method()} ${pathname}`);
      });
      return page;
    };
    const menu = await watch(null);
    await menu.goto(`${cluster.nginx.url}/menus/201`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await menu.waitForSelector('a[href^="/menus/201/positions/"]', { timeout: 15_000 });
    const cart = await watch(RETURNING_VISITOR);
    const priced = cart.waitForResponse(
      (response) => response.url().endsWith('/1/persons/orders/preflight'),
      {
        timeout: 30_000,
      },
    );
    await cart.goto(`${cluster.nginx.url}/cart`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await priced;
  } finally {
    await browser.close();
  }
  const failed = apiCalls.filter((entry) => !/^(2\d\d|304) /.test(entry));
  const preflights = apiCalls.filter((entry) => entry.includes('POST /1/persons/orders/preflight'));
  return {
    name: "in a browser the menu boots and the cart is priced, calling the API's nodes through nginx",
    held:
      apiCalls.length > preflights.length &&
      preflights.length > 0 &&
      failed.length === 0 &&
      errors.length === 0,
    figures:
      `${apiCalls.length} API calls from the pages (${preflights.length} preflight), ${failed.length} failed` +
      (failed.length ? ` (${failed.join(', ')})` : '') +
      (errors.length ? `; page errors: ${errors.join('; ')}` : ''),
  };
}

async function storefrontHealth(cluster: Cluster): Promise<Check[]> {
  const storefronts = cluster.nodes.filter((node) => node.role === 'storefront');
  if (storefronts.length === 0) return [];
  const answers = await Promise.all(
    storefronts.flatMap((node) => ['/healthz', '/readyz'].map((path) => call(`${node.url}${path}`))),
  );
  return [
    {
      name: "each storefront node answers its own /healthz and /readyz (the API's readiness through API_BASE_URL)",
      held: answers.every((answer) => answer.status === 200),
      figures: answers.map((answer) => `${answer.status} ${answer.body}`).join('; '),
    },
  ];
}

export async function pageChecks(cluster: Cluster, orderId: number): Promise<Check[]> {
  // With the API mounted in each node, the browser's calls are what the Playwright journeys check;
  // here they are checked in the split, where browsers reach the API through API_BASE_URL.
  const browser = cluster.topology === 'split' ? [await browserCalls(cluster)] : [];
  return [await everyPage(cluster, orderId), ...browser, ...(await storefrontHealth(cluster))];
}

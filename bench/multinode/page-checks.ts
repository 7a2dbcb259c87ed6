// Pages through nginx: every route of the storefront (apps/web/app/routes.ts) answers, rendered by
// a storefront node (which, in the split, reads the catalog from the API nodes through API_BASE_URL);
// in a browser the menu page boots and calls the API through nginx; and in the split each
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

async function browserBoot(cluster: Cluster): Promise<Check> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  const apiCalls: string[] = [];
  const errors: string[] = [];
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (/^\/(1|api)\//.test(pathname)) apiCalls.push(`${response.status()} ${pathname}`);
    });
    await page.goto(`${cluster.nginx.url}/menus/201`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForSelector('a[href^="/menus/201/positions/"]', { timeout: 15_000 });
  } finally {
    await browser.close();
  }
  const failed = apiCalls.filter((entry) => !entry.startsWith('2') && !entry.startsWith('304'));
  return {
    name: "in a browser the menu page boots, calling the API's nodes through nginx",
    held: apiCalls.length > 0 && failed.length === 0 && errors.length === 0,
    figures: `${apiCalls.length} API calls from the page, ${failed.length} failed${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`,
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
  return [
    await everyPage(cluster, orderId),
    await browserBoot(cluster),
    ...(await storefrontHealth(cluster)),
  ];
}

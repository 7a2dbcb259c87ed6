// Server rendering: GET of a menu page (/menus/{id} of the demo's largest delivery menu) from the
// storefront server, as a browser asks for it (brotli accepted), 20 keep-alive connections: pages/s
// and p99; then, under the same load, the bare reference app (bench/reference-app: React Router
// alone, server rendered) rendering its page, and the storefront's pages/s as a ratio to it.
// Exports run(kind) for run.ts.
import { startStorefront, type DatabaseKind } from './lib/api-server';
import { runLoad, type LoadResult } from './lib/load';
import { startReferenceApp } from './lib/reference-app';
import { printTable } from './lib/report';
import { recordTarget } from './lib/summary';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MENU_ID = 201;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };

/** Checks the page renders, warms the server up, then loads it: the result and the page's size. */
async function measurePage(url: string): Promise<{ result: LoadResult; htmlKb: number }> {
  const page = await fetch(url, { headers: HEADERS });
  if (!page.ok) throw new Error(`${url} answered ${page.status}`);
  const htmlKb = (await page.text()).length / 1024;
  await runLoad({ url, headers: HEADERS, connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT, caches
  const result = await runLoad({ url, headers: HEADERS, connections: CONNECTIONS, seconds: SECONDS });
  return { result, htmlKb };
}

export async function run(kind: DatabaseKind): Promise<void> {
  const storefront = await startStorefront(kind);
  let menu: Awaited<ReturnType<typeof measurePage>>;
  try {
    menu = await measurePage(`${storefront.baseUrl}/menus/${MENU_ID}`);
  } finally {
    await storefront.stop();
  }
  // One server at a time: the storefront is stopped first, so the reference gets the same machine.
  const reference = await startReferenceApp();
  let bare: Awaited<ReturnType<typeof measurePage>>;
  try {
    bare = await measurePage(`${reference.baseUrl}/`);
  } finally {
    await reference.stop();
  }
  const row = (name: string, { result, htmlKb }: typeof menu) => [
    name,
    htmlKb.toFixed(1),
    result.requestsPerSecond.toFixed(1),
    result.p99Ms.toFixed(0),
    `${result.httpErrors}/${result.socketErrors}`,
  ];
  printTable(
    `Server rendering on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s, brotli accepted, ${menu.result.tool}`,
    [
      ['page', 'HTML KB', 'pages/s', 'p99 ms', 'errors HTTP/socket'],
      row(`storefront /menus/${MENU_ID}`, menu),
      row('reference: bare React Router /', bare),
    ],
  );
  const ratio = menu.result.requestsPerSecond / bare.result.requestsPerSecond;
  recordTarget({
    where: `ssr on ${kind}: menu pages/s ÷ the bare React Router page's`,
    target: '— (no target in the issue)',
    figure: `${ratio.toFixed(3)} (${menu.result.requestsPerSecond.toFixed(1)} / ${bare.result.requestsPerSecond.toFixed(0)} pages/s)`,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of (process.argv[2] ?? 'pglite').split(',') as DatabaseKind[]) await run(kind);
}

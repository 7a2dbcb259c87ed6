// Server rendering: GET of a menu page (/menus/{id} of the demo's largest delivery menu) from the
// storefront server, as a browser asks for it (brotli accepted), 20 keep-alive connections:
// req/s and p99. Exports run(kind) for run.ts.
import { startStorefront, type DatabaseKind } from './lib/api-server';
import { runLoad } from './lib/load';
import { printTable } from './lib/report';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MENU_ID = 201;

export async function run(kind: DatabaseKind): Promise<void> {
  const storefront = await startStorefront(kind);
  try {
    const url = `${storefront.baseUrl}/menus/${MENU_ID}`;
    const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' };
    const page = await fetch(url, { headers });
    if (!page.ok) throw new Error(`${url} answered ${page.status}`);
    const html = await page.text();
    await runLoad({ url, headers, connections: CONNECTIONS, seconds: 2 }); // warm-up: JIT, caches
    const result = await runLoad({ url, headers, connections: CONNECTIONS, seconds: SECONDS });
    printTable(
      `Server rendering on ${kind}: /menus/${MENU_ID} (${(html.length / 1024).toFixed(1)} KB of HTML), ${CONNECTIONS} connections, ${SECONDS} s, ${result.tool}`,
      [
        ['req/s', 'p99 ms', 'HTTP errors'],
        [result.requestsPerSecond.toFixed(0), result.p99Ms.toFixed(2), String(result.httpErrors)],
      ],
    );
  } finally {
    await storefront.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of (process.argv[2] ?? 'pglite').split(',') as DatabaseKind[]) await run(kind);
}

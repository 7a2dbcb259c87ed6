// Preflight: POST /1/persons/orders/preflight of a demo delivery cart with the WELCOME10 promo code and bonuses
// (positions, modifiers, time slots, zone, tier, discounts and the code all read per request),
// 20 keep-alive connections: req/s and p99 (targets: ≤ 15 ms on PostgreSQL, ≤ 50 ms on PGlite, where
// the database shares the API's event loop); then the API's peak RSS. Exports run(kind) for run.ts.
import { startApi, type DatabaseKind } from './lib/api-server';
import { runLoad } from './lib/load';
import { recordPeakRss } from './lib/memory';
import { printTable } from './lib/report';
import { recordTarget } from './lib/summary';
import { demoDeliveryCart } from './order-fixtures';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P99_TARGET_MS: Record<DatabaseKind, number> = { postgres: 15, pglite: 50 };

export async function run(kind: DatabaseKind): Promise<void> {
  const api = await startApi(kind);
  try {
    const url = `${api.baseUrl}/1/persons/orders/preflight`;
    // Bonuses asked about (issue 41): the demo chain's programme is read and both options priced.
    const body = JSON.stringify({
      ...(await demoDeliveryCart(api.baseUrl)),
      promoCode: 'WELCOME10',
      bonuses: 'BEST',
    });
    const headers = { 'content-type': 'application/json' };
    const check = await fetch(url, { method: 'POST', headers, body });
    if (!check.ok) throw new Error(`The bench cart is refused: ${check.status} ${await check.text()}`);
    const { total } = (await check.json()) as { total: number };

    const load = { url, method: 'POST' as const, headers, body, connections: CONNECTIONS };
    await runLoad({ ...load, seconds: 2 }); // warm-up: JIT, connection pool, PGlite caches
    const result = await runLoad({ ...load, seconds: SECONDS });
    const rssMb = recordPeakRss('preflight', kind, api.pid);
    printTable(
      `Preflight on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s, ${result.tool} (cart total ${total})`,
      [
        ['req/s', 'p99 ms', 'errors HTTP/socket', 'API peak RSS MB'],
        [
          result.requestsPerSecond.toFixed(0),
          result.p99Ms.toFixed(2),
          `${result.httpErrors}/${result.socketErrors}`,
          rssMb.toFixed(0),
        ],
      ],
    );
    const target = P99_TARGET_MS[kind];
    recordTarget({
      where: `preflight on ${kind}: p99, ${CONNECTIONS} connections`,
      target: `≤ ${target} ms`,
      figure: `${result.p99Ms.toFixed(1)} ms (${result.requestsPerSecond.toFixed(0)} req/s, ${result.httpErrors + result.socketErrors} errors)`,
      // An answer that failed or never came is not a fast one.
      met: result.p99Ms <= target && result.httpErrors + result.socketErrors === 0,
    });
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of (process.argv[2] ?? 'pglite').split(',') as DatabaseKind[]) await run(kind);
}

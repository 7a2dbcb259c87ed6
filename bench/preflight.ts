// Preflight: POST /1/persons/{personId}/orders/preflight of a signed-in person's demo delivery cart with
// the WELCOME10 promo code and bonuses (the chain's rules and the person's ledger balance read too)
// (positions, modifiers, time slots, zone, tier, discounts and the code all read per request),
// 20 keep-alive connections: req/s and p99 (targets: ≤ 15 ms on PostgreSQL, ≤ 50 ms on PGlite, where
// the database shares the API's event loop); then the API's peak RSS. Exports run(kind) for run.ts.
import { startApi, type DatabaseKind } from './lib/api-server';
import { runLoad } from './lib/load';
import { recordPeakRss } from './lib/memory';
import { printTable } from './lib/report';
import { recordTarget } from './lib/summary';
import { demoDeliveryCart, signInBenchPerson } from './order-fixtures';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const P99_TARGET_MS: Record<DatabaseKind, number> = { postgres: 15, pglite: 50 };

async function measure(kind: DatabaseKind, url: string, headers: Record<string, string>, body: string) {
  const check = await fetch(url, { method: 'POST', headers, body });
  if (!check.ok) throw new Error(`The bench cart is refused: ${check.status} ${await check.text()}`);
  const { total } = (await check.json()) as { total: number };
  const load = { url, method: 'POST' as const, headers, body, connections: CONNECTIONS };
  await runLoad({ ...load, seconds: 2 }); // warm-up: JIT, connection pool, PGlite caches
  return { total, result: await runLoad({ ...load, seconds: SECONDS }) };
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The development SMS inbox signs the bench person in; NODE_ENV=production would hide it.
  const api = await startApi(kind, { NODE_ENV: 'development' });
  try {
    const body = JSON.stringify({
      ...(await demoDeliveryCart(api.baseUrl)),
      promoCode: 'WELCOME10',
      bonuses: 'BEST',
    });
    const json = { 'content-type': 'application/json' };
    // A guest's cart beside a signed-in person's, whose preflight also sums the bonus ledger
    // (issue 41): the same cart, server and run, so the second row is the first's plus bonuses.
    const guest = await measure(kind, `${api.baseUrl}/1/persons/orders/preflight`, json, body);
    const person = await signInBenchPerson(api.baseUrl);
    const personal = `${api.baseUrl}/1/persons/${person.personId}/orders/preflight`;
    const signedIn = await measure(kind, personal, { ...json, authorization: person.authorization }, body);
    const rssMb = recordPeakRss('preflight', kind, api.pid);
    const row = (who: string, { result }: typeof guest) => [
      who,
      result.requestsPerSecond.toFixed(0),
      result.p99Ms.toFixed(2),
      `${result.httpErrors}/${result.socketErrors}`,
    ];
    printTable(
      `Preflight on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s, ${guest.result.tool} (cart total ${guest.total}); API peak RSS ${rssMb.toFixed(0)} MB`,
      [['who', 'req/s', 'p99 ms', 'errors HTTP/socket'], row('guest', guest), row('signed in', signedIn)],
    );
    const { result } = signedIn;
    const target = P99_TARGET_MS[kind];
    recordTarget({
      where: `preflight on ${kind}: p99, ${CONNECTIONS} connections, signed in with bonuses`,
      target: `≤ ${target} ms`,
      figure: `${result.p99Ms.toFixed(1)} ms (${result.requestsPerSecond.toFixed(0)} req/s, ${result.httpErrors + result.socketErrors} errors; a guest ${guest.result.p99Ms.toFixed(1)} ms)`,
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

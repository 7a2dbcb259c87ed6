// Order creation: POST /api/v1/persons/{personId}/orders of a demo delivery cart, 20 keep-alive
// connections, a fresh Idempotency-Key per request: orders/s and p99; then the person's orders are
// read back from the database and compared with the 201 answers: 0 lost (acknowledged but not
// stored) and 0 duplicated (stored twice, or stored without a request that created it) is the bar.
// On PostgreSQL, pgbench then runs the same order-shaped transaction on the same database with as
// many connections (order-pgbench.ts): the API's orders/s over pgbench's transactions/s is the
// ratio (target ≥ 0.5). Exports run(kind) for run.ts.
import pg from 'pg';
import { startApi, type DatabaseKind, type RunningApi } from './lib/api-server';
import { printTable } from './lib/report';
import { listOrderIds, orderDraft, signInBenchPerson } from './order-fixtures';
import { runOrderLoad } from './order-load';
import { runPgbench } from './order-pgbench';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * On PostgreSQL the orders table is also counted directly: the run's orders, and those that no
 * Idempotency-Key claim points at (an order stored twice for one request would be one of them).
 */
async function countInPostgres(api: RunningApi, personId: number, afterId: number) {
  if (!api.databaseUrl) return { stored: '—', unclaimed: '—' };
  const client = new pg.Client({ connectionString: api.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stored: string; unclaimed: string }>(
      `select count(*) as stored,
              count(*) filter (where not exists (select 1 from order_requests r where r.order_id = o.id)) as unclaimed
         from orders o where o.person_id = $1 and o.id > $2`,
      [personId, afterId],
    );
    return { stored: rows[0]?.stored ?? '0', unclaimed: rows[0]?.unclaimed ?? '0' };
  } finally {
    await client.end();
  }
}

/** Waits until requests cut off at the end of the run have finished writing (the count stops moving). */
async function settle(baseUrl: string, personId: number, authorization: string): Promise<void> {
  let last = -1;
  for (;;) {
    const count = (await listOrderIds(baseUrl, personId, authorization)).length;
    if (count === last) return;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

export async function run(kind: DatabaseKind): Promise<void> {
  // The development SMS inbox signs the bench person in; NODE_ENV=production would hide it.
  const api = await startApi(kind, { NODE_ENV: 'development' });
  try {
    const { personId, authorization } = await signInBenchPerson(api.baseUrl);
    const url = `${api.baseUrl}/api/v1/persons/${personId}/orders`;
    const body = JSON.stringify(await orderDraft(api.baseUrl));
    const base = { url, authorization, body, connections: CONNECTIONS };
    await runOrderLoad({ ...base, seconds: 2, keyPrefix: `warm-${Date.now()}` });
    await settle(api.baseUrl, personId, authorization);
    const before = new Set(await listOrderIds(api.baseUrl, personId, authorization));
    const result = await runOrderLoad({ ...base, seconds: SECONDS, keyPrefix: `run-${Date.now()}` });

    await settle(api.baseUrl, personId, authorization);
    const stored = (await listOrderIds(api.baseUrl, personId, authorization)).filter((id) => !before.has(id));
    const storedSet = new Set(stored);
    const acknowledged = new Set(result.acknowledgedIds);
    const lost = [...acknowledged].filter((id) => !storedSet.has(id)).length;
    // Two 201s naming one order for two keys, or the same order listed twice.
    const duplicated = result.acknowledgedIds.length - acknowledged.size + (stored.length - storedSet.size);
    // Requests cut off when the run ended may have been stored without their answer being read.
    const unanswered = stored.filter((id) => !acknowledged.has(id)).length;
    const sql = await countInPostgres(api, personId, Math.max(0, ...before));
    printTable(`Order creation on ${kind}: ${CONNECTIONS} connections, ${SECONDS} s, ${result.tool}`, [
      [
        'orders/s',
        'p99 ms',
        'acknowledged',
        'stored',
        'lost',
        'duplicated',
        'stored, answer cut off',
        'refused',
        'SQL: stored',
        'SQL: without a request',
      ],
      [
        result.ordersPerSecond.toFixed(0),
        result.p99Ms.toFixed(2),
        String(acknowledged.size),
        String(stored.length),
        String(lost),
        String(duplicated),
        String(unanswered),
        String(result.refused),
        sql.stored,
        sql.unclaimed,
      ],
    ]);
    if (api.databaseUrl && stored.length > 0) {
      const reference = await runPgbench({
        databaseUrl: api.databaseUrl,
        templateOrderId: stored[0]!,
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      printTable(`Order-shaped transaction in pgbench on the same database, ${CONNECTIONS} connections`, [
        ['transactions/s', 'mean latency ms', 'API orders/s ÷ pgbench tx/s (target ≥ 0.5)'],
        [
          reference.transactionsPerSecond.toFixed(0),
          reference.latencyAverageMs.toFixed(2),
          (result.ordersPerSecond / reference.transactionsPerSecond).toFixed(2),
        ],
      ]);
    }
  } finally {
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of (process.argv[2] ?? 'pglite').split(',') as DatabaseKind[]) await run(kind);
}

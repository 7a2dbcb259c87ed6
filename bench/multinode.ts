// `npm run bench -- multinode`: the production topology on loopback, on PostgreSQL — nginx (the
// deploy recipe's configuration) round-robin in front of two nodes on one fresh database, first
// nodes that serve the storefront and the API together, then the storefront as its own service
// (two API nodes, two storefront nodes). Through nginx it checks sign-in, the SMS limits, a
// catalog import, a promo code's uses, the per-person order limit, one Idempotency-Key, the live
// status stream, every page and a browser's boot across nodes, then kills an API node under a
// load of orders (bench/multinode/). Prints each check held or not with its figures, and orders/s
// through nginx on two nodes against one node on the same database. It takes ~2 minutes; a key
// claimed by the killed node is taken over after its 15 s lease, and clients wait for it. A check
// that does not hold makes the run exit 1.
//
// `npm test` runs it too, without the throughput and with the kill in one topology only (each
// kill costs ~20 s, the lease's wait): `multinode.ts --ci FILE` writes the number of checks held
// and not held to FILE for scripts/test-all.mjs.
import { writeFileSync } from 'node:fs';
import type { DatabaseKind } from './lib/api-server';
import { benchPostgresUrl } from './lib/api-server';
import { freePort } from './lib/net';
import { printTable } from './lib/report';
import { buildStorefront, startCluster, type Cluster, type Topology } from './multinode/cluster';
import { failover } from './multinode/failover';
import { nginxInstalled, startNginx } from './multinode/nginx';
import { catalogImport, oneKey, promoCodeUses } from './multinode/order-checks';
import { orderRateLimit } from './multinode/order-rate-limit';
import { pageChecks } from './multinode/page-checks';
import { signIn, type Check } from './multinode/people';
import { signInChecks, freshPhone } from './multinode/sign-in-checks';
import { shutdownCheck } from './multinode/shutdown-check';
import { statusStreamCheck } from './multinode/status-stream-check';
import { orderDraft } from './order-fixtures';
import { runOrderLoad } from './order-load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

/** Orders/s through nginx in front of the given nodes, one person, a fresh key per order. */
async function ordersPerSecond(
  cluster: Cluster,
  nodes: string[],
  person: { personId: number; authorization: string },
) {
  const nginx = await startNginx({ api: nodes, storefront: nodes }, await freePort());
  try {
    const body = JSON.stringify(await orderDraft(nginx.url));
    const base = {
      url: `${nginx.url}/api/v1/persons/${person.personId}/orders`,
      authorization: person.authorization,
      body,
      connections: CONNECTIONS,
    };
    await runOrderLoad({ ...base, seconds: 2, keyPrefix: `warm-${nodes.length}-${Date.now()}` });
    return await runOrderLoad({ ...base, seconds: SECONDS, keyPrefix: `load-${nodes.length}-${Date.now()}` });
  } finally {
    await nginx.stop();
  }
}

/** Rounds of each measurement, alternating one node and two, so a busy moment hits both alike. */
const ROUNDS = 2;

async function throughput(cluster: Cluster): Promise<string[][]> {
  // One person and one address place thousands of orders: the cluster's order limits are set
  // above that (cluster.ts, ORDER_LIMITS).
  const person = await signIn(cluster, freshPhone(), '127.0.2.1');
  const addresses = cluster.apiNodes.map((node) => node.address);
  const rows = new Map<number, { perSecond: string[]; p99: string[]; refused: number; tool: string }>();
  for (let round = 0; round < ROUNDS; round += 1)
    for (const count of [1, 2]) {
      const result = await ordersPerSecond(cluster, addresses.slice(0, count), person);
      const row = rows.get(count) ?? { perSecond: [], p99: [], refused: 0, tool: result.tool };
      row.perSecond.push(result.ordersPerSecond.toFixed(0));
      row.p99.push(result.p99Ms.toFixed(0));
      row.refused += result.refused;
      rows.set(count, row);
    }
  return [
    ['nodes behind nginx', 'orders/s per round', 'p99 ms per round', 'refused', 'load generator'],
    ...[...rows].map(([count, row]) => [
      String(count),
      row.perSecond.join(', '),
      row.p99.join(', '),
      String(row.refused),
      row.tool,
    ]),
  ];
}

/**
 * CI kills a node in one topology only: a client whose key the killed node held waits for the
 * claim's lease (CLAIM_TIMEOUT_MS, 15 s), so each failover costs ~20–30 s; the API behaviour it
 * proves is the same in both topologies.
 */
const CI_FAILOVER: readonly Topology[] = ['combined'];

interface Scope {
  /** The topologies in which an API node is SIGKILLed under load and restarted. */
  failover: readonly Topology[];
  /** Orders/s through nginx on one and two nodes. */
  throughput: boolean;
}

async function runTopology(topology: Topology, postgresUrl: string, scope: Scope): Promise<Check[]> {
  const cluster = await startCluster(topology, postgresUrl);
  const roles = cluster.nodes.map((node) => node.name).join(', ');
  console.log(
    `\n${topology}: ${roles} behind nginx at ${cluster.nginx.url}; all ready ${cluster.startSeconds.toFixed(1)} s after spawning`,
  );
  try {
    const checks: Check[] = [...(await signInChecks(cluster))];
    checks.push(await catalogImport(cluster));
    checks.push(await promoCodeUses(cluster));
    checks.push(await orderRateLimit(cluster));
    const { check, person, orderId } = await oneKey(cluster);
    checks.push(check, await statusStreamCheck(cluster, person, orderId));
    checks.push(...(await pageChecks(cluster, orderId)));
    checks.push(await shutdownCheck(cluster, person, orderId));
    const result = scope.failover.includes(topology) ? await failover(cluster) : undefined;
    if (result) checks.push(result.check, result.rejoined);
    printTable(`Checks, ${topology} (PostgreSQL, nginx round-robin)`, [
      ['check', 'held', 'figures'],
      ...checks.map((entry) => [entry.name, entry.held ? 'yes' : 'NO', entry.figures]),
    ]);
    if (result)
      console.log(
        `  orders/s during the failover (clients waiting for retries included): ${result.ordersPerSecond.toFixed(1)}; ` +
          `the failover part took ${result.totalSeconds.toFixed(1)} s`,
      );
    if (topology === 'combined' && scope.throughput)
      printTable(
        `Order creation through nginx, ${CONNECTIONS} connections, ${SECONDS} s, same database`,
        await throughput(cluster),
      );
    return checks;
  } finally {
    await cluster.stop();
  }
}

/** Both topologies; the checks that held and did not, or undefined when they cannot run here. */
async function runAll(scope: Scope): Promise<{ held: number; failed: number } | undefined> {
  const postgresUrl = benchPostgresUrl();
  if (!postgresUrl) {
    console.log('\nmultinode: no BENCH_DATABASE_URL or TEST_DATABASE_URL (nodes share PostgreSQL); skipped.');
    return undefined;
  }
  if (!nginxInstalled()) {
    console.log('\nmultinode: nginx is not installed (apt-get install -y nginx); skipped.');
    return undefined;
  }
  const started = Date.now();
  buildStorefront();
  const checks = [
    ...(await runTopology('combined', postgresUrl, scope)),
    ...(await runTopology('split', postgresUrl, scope)),
  ];
  const failed = checks.filter((entry) => !entry.held).length;
  console.log(
    `\nmultinode: ${checks.length - failed} of ${checks.length} checks held in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { held: checks.length - failed, failed };
}

export async function run(kind: DatabaseKind): Promise<void> {
  // Nodes share one PostgreSQL database (PGlite is one process's own): run once, with PostgreSQL.
  if (kind !== 'postgres') return;
  const result = await runAll({ failover: ['combined', 'split'], throughput: true });
  if (result && result.failed > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [flag, reportFile] = process.argv.slice(2);
  if (flag === '--ci') {
    const result = await runAll({ failover: CI_FAILOVER, throughput: false }).catch((error: unknown) => {
      console.error(error);
      return { held: 0, failed: 1 };
    });
    if (reportFile) writeFileSync(reportFile, JSON.stringify(result ?? { held: 0, failed: 0 }));
    if (result && result.failed > 0) process.exitCode = 1;
  } else await run('postgres');
}

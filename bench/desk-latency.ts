// `npm run bench -- desk-latency` (or `npx tsx bench/desk-latency.ts`): the order desk's latency
// through two nodes (issue 37; target p99 ≤ 1 s). Two API processes (the production bundle) on one
// fresh PostgreSQL database; the demo manager's desk holds the event stream of the demo chain's
// first restaurant on node B while a customer places orders, one after another, through node A.
// Printed: from sending the order to its event on the desk (placing included), and from node A's
// 201 answer to the event (what LISTEN/NOTIFY and the desk's read add). Development mode, for the
// SMS inbox and the demo staff; nothing is asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  benchPostgresUrl,
  buildApi,
  createDatabase,
  SERVER_ENTRIES,
  type DatabaseKind,
} from './lib/api-server';
import { freePorts, waitForHttp } from './lib/net';
import { printTable } from './lib/report';
import { orderDraft, signInBenchPerson } from './order-fixtures';

const ORDERS = Number(process.env.BENCH_DESK_ORDERS ?? 200);
const DEMO_RESTO = 201;
const repoRoot = path.resolve(import.meta.dirname, '..');

function startNode(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-desk-'));
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRIES.api], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }).finally(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** The demo manager signs in on the node: the session cookie. */
async function deskCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/office/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'manager@demo.nori', password: 'nori-demo-staff' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie)
    throw new Error(`Desk sign-in answered ${response.status}: ${await response.text()}`);
  return cookie;
}

/** Opens the desk's event stream; calls onOrder(orderId, arrivedAt) for each order event. */
async function openDesk(base: string, cookie: string, onOrder: (orderId: number, at: number) => void) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/v1/office/restos/${DEMO_RESTO}/desk/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`The desk stream answered ${response.status}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const id = /"id":(\d+)/.exec(/^data: (.*)$/m.exec(buffer.slice(0, end))?.[1] ?? '')?.[1];
        if (id) onOrder(Number(id), performance.now());
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return () => controller.abort();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export async function run(kind: DatabaseKind): Promise<void> {
  const serverUrl = benchPostgresUrl();
  if (kind !== 'postgres' || !serverUrl) {
    if (kind === 'postgres' || !serverUrl) console.log('desk-latency: needs PostgreSQL (TEST_DATABASE_URL)');
    return;
  }
  buildApi();
  const database = await createDatabase(serverUrl);
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const env = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    TOKEN_SIGNING_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    SIGN_IN_CODE_SECRET: randomBytes(32).toString('hex'),
    ORDER_PERSON_HOURLY_LIMIT: '100000000',
    ORDER_CLIENT_HOURLY_LIMIT: '100000000',
    UNPAID_ORDER_LIMIT: '100000000',
  };
  const [portA = 0, portB = 0] = await freePorts(2);
  const nodeA = startNode(portA, env);
  const nodeB = startNode(portB, env);
  let closeDesk = () => {};
  try {
    await Promise.all([
      waitForHttp(`${nodeA.url}/readyz`, 240_000),
      waitForHttp(`${nodeB.url}/readyz`, 240_000),
    ]);
    const arrivals = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    closeDesk = await openDesk(nodeB.url, await deskCookie(nodeB.url), (orderId, at) => {
      if (!arrivals.has(orderId)) arrivals.set(orderId, at);
      waiting.get(orderId)?.();
    });
    const person = await signInBenchPerson(nodeA.url);
    const body = JSON.stringify(await orderDraft(nodeA.url));
    const total: number[] = [];
    const afterAnswer: number[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const sent = performance.now();
      const response = await fetch(`${nodeA.url}/api/v1/persons/${person.personId}/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: person.authorization,
          'idempotency-key': `desk-latency-${Date.now()}-${index}`,
        },
        body,
      });
      const answered = performance.now();
      if (response.status !== 201)
        throw new Error(`Placing answered ${response.status}: ${await response.text()}`);
      const { id } = (await response.json()) as { id: number };
      if (!arrivals.has(id))
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`Order ${id} never reached the desk`)), 10_000);
          waiting.set(id, () => {
            clearTimeout(timer);
            resolve();
          });
        });
      const arrived = arrivals.get(id)!;
      total.push(arrived - sent);
      afterAnswer.push(Math.max(0, arrived - answered));
    }
    const row = (name: string, values: number[]) => [
      name,
      percentile(values, 50).toFixed(1),
      percentile(values, 99).toFixed(1),
      Math.max(...values).toFixed(1),
    ];
    printTable(`desk latency through two nodes (${ORDERS} orders, PostgreSQL; target p99 ≤ 1000 ms)`, [
      ['measured', 'p50 ms', 'p99 ms', 'max ms'],
      row('order sent (node A) → desk event (node B)', total),
      row("node A's 201 → desk event (node B)", afterAnswer),
    ]);
  } finally {
    closeDesk();
    await Promise.all([nodeA.stop(), nodeB.stop()]);
    await database.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run('postgres');

// One API node SIGKILLed under a load of orders through nginx. Each client places orders one after
// the other, each with its own Idempotency-Key, and retries a request that failed (a cut connection,
// 502, 409 'in progress') with the same key until it gets its 201. Then: every client got every
// order, none of the acknowledged orders is missing from the database, none is stored twice, and
// the node, started again, takes requests from nginx again.
import { CLAIM_TIMEOUT_MS } from '@nori/api';
import { orderDraft } from '../order-fixtures';
import type { Cluster } from './cluster';
import { call, pause } from './http';
import { placeOrder } from './order-checks';
import { signIn, sql, type Check, type Person } from './people';
import { freshPhone } from './sign-in-checks';

const CLIENTS = 16;
const PERSONS = 4;
const LOAD_MS = 8000;
const KILL_AFTER_MS = 2500;
/** A key claimed by the killed node is taken over after CLAIM_TIMEOUT_MS; clients wait that long. */
const GIVE_UP_MS = CLAIM_TIMEOUT_MS + 30_000;

interface Placed {
  person: Person;
  key: string;
  /** The order id of the 201, or undefined when the client gave up. */
  orderId?: number;
  attempts: number;
  ms: number;
}

async function placeUntilAcknowledged(
  cluster: Cluster,
  person: Person,
  body: unknown,
  key: string,
): Promise<Placed> {
  const started = Date.now();
  let attempts = 0;
  while (Date.now() - started < GIVE_UP_MS) {
    attempts += 1;
    const answer = await placeOrder(cluster, person, body, key).catch(() => undefined);
    if (answer?.status === 201)
      return { person, key, orderId: answer.json<{ id: number }>().id, attempts, ms: Date.now() - started };
    await pause(200);
  }
  return { person, key, attempts, ms: Date.now() - started };
}

export interface FailoverResult {
  check: Check;
  rejoined: Check;
  ordersPerSecond: number;
  /** Seconds the whole part took: sign-ins, the load, the clients' waits, the restart, the rejoin. */
  totalSeconds: number;
}

export async function failover(cluster: Cluster): Promise<FailoverResult> {
  const began = Date.now();
  const victim = cluster.apiNodes[1]!;
  const persons: Person[] = [];
  for (let index = 0; index < PERSONS; index += 1)
    persons.push(await signIn(cluster, freshPhone(), `127.0.1.${index + 1}`));
  const body = await orderDraft(cluster.nginx.url);
  const runId = Date.now();
  const placed: Placed[] = [];
  const started = Date.now();
  let killedAt = 0;
  const killing = pause(KILL_AFTER_MS).then(async () => {
    killedAt = Date.now();
    await victim.kill();
  });
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let sequence = 0; Date.now() - started < LOAD_MS; sequence += 1) {
        const person = persons[client % PERSONS]!;
        placed.push(
          await placeUntilAcknowledged(cluster, person, body, `failover-${runId}-${client}-${sequence}`),
        );
      }
    }),
  );
  await killing;
  const seconds = (Date.now() - started) / 1000;
  const acknowledged = placed.filter((entry) => entry.orderId !== undefined);
  const ids = acknowledged.map((entry) => entry.orderId!);
  const stored = await sql<{ id: number; key: string | null }>(
    cluster,
    `select o.id, r.key from orders o left join order_requests r on r.order_id = o.id
      where o.person_id = any($1) and (r.key is null or r.key like $2)`,
    [persons.map((person) => person.personId), `failover-${runId}-%`],
  );
  const storedIds = new Set(stored.map((row) => row.id));
  const lost = ids.filter((id) => !storedIds.has(id)).length;
  // Stored twice: more orders than keys, an order no key points at, or two keys answered one order.
  const duplicated =
    stored.length -
    new Set(stored.map((row) => row.key)).size +
    stored.filter((row) => !row.key).length +
    (ids.length - new Set(ids).size);
  const unacknowledged = placed.length - acknowledged.length;
  const retried = placed.filter((entry) => entry.attempts > 1);
  const slowest = Math.max(...placed.map((entry) => entry.ms));
  const check: Check = {
    name: 'an API node SIGKILLed under load: every client gets its order, 0 lost, 0 duplicated',
    held: unacknowledged === 0 && lost === 0 && duplicated === 0 && stored.length === placed.length,
    figures:
      `${CLIENTS} clients, killed ${victim.name} at ${((killedAt - started) / 1000).toFixed(1)} s; ${placed.length} orders ` +
      `acknowledged ${acknowledged.length}, stored ${stored.length}, lost ${lost}, duplicated ${duplicated}, ` +
      `never acknowledged ${unacknowledged}; ${retried.length} needed retries (slowest ${(slowest / 1000).toFixed(1)} s)`,
  };

  const restartedAt = Date.now();
  await victim.start();
  const readySeconds = (Date.now() - restartedAt) / 1000;
  // nginx tries a failed node again after its fail_timeout (5 s in deploy/nginx.conf).
  let servedBy = 0;
  const deadline = Date.now() + 20_000;
  while (servedBy === 0 && Date.now() < deadline) {
    const answer = await call(`${cluster.nginx.url}/readyz`).catch(() => undefined);
    if (answer?.node === victim.address && answer.status === 200) servedBy += 1;
    else await pause(100);
  }
  const rejoined: Check = {
    name: 'the killed node, started again, takes requests through nginx again',
    held: servedBy > 0,
    figures: `ready ${readySeconds.toFixed(1)} s after the start; served through nginx ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after it`,
  };
  return {
    check,
    rejoined,
    ordersPerSecond: acknowledged.length / seconds,
    totalSeconds: (Date.now() - began) / 1000,
  };
}

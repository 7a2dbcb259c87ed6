// The per-person order limit (issue 20) holds across nodes: its counter lives in the database
// (rate_limits), so orders placed concurrently through both nodes count against one limit.
//
// The nodes run with a limit no other check can reach (cluster.ts, ORDER_LIMITS); a limit is a
// node's setting, not a person's, so this check gives a dedicated person a small allowance the way
// an hour of ordering would: it counts that person's current window up to ALLOWED orders short of
// the limit (the row the API itself writes), then places ALLOWED + OVER orders at once through
// nginx. Counted per node, every order would pass (each node sees half of them); counted once,
// exactly ALLOWED are created and OVER are refused with 429 and Retry-After in the error shape.
import { errorBodySchema } from '@nori/contract';
import { ERROR_CODES } from '@nori/domain';
import { orderDraft } from '../order-fixtures';
import { ORDER_LIMITS, type Cluster } from './cluster';
import { pause, type Answer } from './http';
import { placeOrder } from './order-checks';
import { nodesOf, signIn, sql, type Check } from './people';
import { freshPhone } from './sign-in-checks';

const ALLOWED = 5;
const OVER = 5;
const HOUR_MS = 3_600_000;
/** The API's fixed hourly windows: a window ending mid-check would start the count again. */
const HOUR_END_MARGIN_MS = 15_000;

/** A 429 in the contract's error shape whose Retry-After is the rest of the window, in seconds. */
function refusedAsTooMany(answer: Answer, windowEnd: number, sentAt: number, answeredAt: number) {
  if (answer.status !== 429) return false;
  const body = errorBodySchema.safeParse(parsed(answer.body));
  const error = body.success ? body.data.errors[0] : undefined;
  const retryAfter = Number(answer.headers['retry-after']);
  return (
    error?.code === ERROR_CODES.tooManyRequests &&
    error.message !== '' &&
    Number.isInteger(retryAfter) &&
    retryAfter >= Math.floor((windowEnd - answeredAt) / 1000) &&
    retryAfter <= Math.ceil((windowEnd - sentAt) / 1000)
  );
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** How many answers each node gave, by port, e.g. '4001 3, 4002 2'. */
const perNode = (answers: Answer[]) =>
  nodesOf(answers)
    .map(
      (node) =>
        `${node.replaceAll('127.0.0.1:', '')} ${answers.filter((answer) => answer.node === node).length}`,
    )
    .join(', ') || 'none';

export async function orderRateLimit(cluster: Cluster): Promise<Check> {
  const limit = ORDER_LIMITS.ORDER_PERSON_HOURLY_LIMIT;
  const person = await signIn(cluster, freshPhone(), '127.0.0.8');
  const body = await orderDraft(cluster.nginx.url);
  const toHourEnd = HOUR_MS - (Date.now() % HOUR_MS);
  if (toHourEnd < HOUR_END_MARGIN_MS) await pause(toHourEnd + 1000);
  const windowStart = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const windowEnd = windowStart + HOUR_MS;
  const key = `order:person:${person.personId}`;
  await sql(
    cluster,
    `insert into rate_limits (key, window_start, window_end, count) values ($1, $2, $3, $4)
       on conflict (key) do update set window_start = $2, window_end = $3, count = $4`,
    [key, new Date(windowStart), new Date(windowEnd), limit - ALLOWED],
  );
  const sentAt = Date.now();
  const answers = await Promise.all(
    Array.from({ length: ALLOWED + OVER }, (_, index) =>
      placeOrder(cluster, person, body, `rate-limit-${sentAt}-${index}`),
    ),
  );
  const answeredAt = Date.now();
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 429);
  const wellFormed = refused.filter((answer) => refusedAsTooMany(answer, windowEnd, sentAt, answeredAt));
  const [row] = await sql<{ count: number; orders: string }>(
    cluster,
    `select count, (select count(*) from orders where person_id = $2) as orders
       from rate_limits where key = $1`,
    [key, person.personId],
  );
  const others = answers.filter((answer) => answer.status !== 201 && answer.status !== 429);
  return {
    name: `the per-person order limit counts across nodes: ${ALLOWED + OVER} concurrent orders with ${ALLOWED} left in the hour make ${ALLOWED}, ${OVER} refused 429 with Retry-After`,
    held:
      created.length === ALLOWED &&
      refused.length === OVER &&
      wellFormed.length === OVER &&
      nodesOf(answers).length === 2 &&
      row?.count === limit &&
      Number(row.orders) === ALLOWED,
    figures:
      `${answeredAt - sentAt} ms; created ${created.length} (by port: ${perNode(created)}), ` +
      `429 ${refused.length} (${perNode(refused)}), ${wellFormed.length} in the error shape with Retry-After ` +
      `${refused[0]?.headers['retry-after'] ?? '-'} s` +
      (others.length ? `, other answers ${others.map((answer) => answer.status).join(',')}` : '') +
      `; counter ${row?.count === limit ? 'at the limit' : `${row?.count} of ${limit}`}, orders stored ${row?.orders}`,
  };
}

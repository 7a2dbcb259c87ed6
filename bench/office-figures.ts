// `npm run bench -- office-figures` (or `npx tsx bench/office-figures.ts`): the office's reads at a
// chain's year of orders (issue 39; targets: a month's figures ≤ 500 ms, the board's live list
// ≤ 100 ms, on PostgreSQL). The API (production bundle, development mode for the demo staff) on a
// fresh PostgreSQL database; BENCH_FIGURES_ORDERS (1,000,000) orders of the demo chain spread over
// the last 365 days are written straight into the tables (three status changes each), then the
// owner's calls are timed over HTTP, each several times. Nothing is asserted.
import pg from 'pg';
import { benchPostgresUrl, startApi, type DatabaseKind } from './lib/api-server';
import { printTable } from './lib/report';

const ORDERS = Number(process.env.BENCH_FIGURES_ORDERS ?? 1_000_000);
const RUNS = 7;
const DAY_MS = 86_400_000;

/** The demo chain's orders, made by the database itself (generate_series): cash, delivered, 5 % cancelled. */
async function seedOrders(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ id: number }>(`select id from tenants where code = 'demo'`);
  const tenantId = rows[0]!.id;
  const person = await client.query<{ id: number }>(
    `insert into persons (phone, created_at) values ('+79990000000', now()) returning id`,
  );
  const personId = person.rows[0]!.id;
  await client.query(
    `insert into orders (tenant_id, person_id, number, status, resto_id, delivery_type, pay_type, currency,
        lines, subtotal, discount, promo_code, promo_code_discount, delivery_price, total, contact,
        person_count, created_at, rejection_reason)
     select $1, $2, 'B' || g, case when g % 20 = 0 then 'CANCELLED' else 'DONE' end,
        201 + g % 5, case when g % 3 = 0 then 'TAKE_AWAY' else 'DELIVERY' end,
        case when g % 4 = 0 then 'CARD_UPON_RECEIPT' else 'CASH_UPON_RECEIPT' end, 'RUB',
        jsonb_build_array(
          jsonb_build_object('id', 202001, 'menuId', 202, 'name', 'Филадельфия', 'count', 1 + g % 3,
            'price', 64900, 'modifiers', '[]'::jsonb, 'sum', 64900 * (1 + g % 3), 'discount', 0,
            'promoCodeDiscount', 0, 'payableAmount', 64900 * (1 + g % 3)),
          jsonb_build_object('id', 202003 + g % 7, 'menuId', 202, 'name', 'Блюдо ' || (g % 7), 'count', 1,
            'price', 48900, 'modifiers', '[]'::jsonb, 'sum', 48900, 'discount', 0,
            'promoCodeDiscount', 0, 'payableAmount', 48900)),
        64900 * (1 + g % 3) + 48900, 0, case when g % 10 = 0 then 'WELCOME10' end,
        case when g % 10 = 0 then 5000 else 0 end, 0,
        64900 * (1 + g % 3) + 48900 - case when g % 10 = 0 then 5000 else 0 end,
        jsonb_build_object('name', 'Гость', 'phone', '+7999' || lpad((g % 10000000)::text, 7, '0'), 'email', null),
        1, now() - (g::double precision / $3) * interval '365 days',
        case when g % 20 = 0 then 'TOO_BUSY' end
     from generate_series(1, $3::int) as g`,
    [tenantId, personId, ORDERS],
  );
  await client.query(
    `insert into order_status_history (order_id, status, source, at)
     select o.id, s.status, s.source, o.created_at + s.after
     from orders o cross join (values ('NEW', 'checkout', interval '0'), ('ACCEPTED', 'desk', interval '4 minutes'),
       ('ON_THE_WAY', 'desk', interval '31 minutes')) as s(status, source, after)
     where o.tenant_id = $1`,
    [tenantId],
  );
  await client.query('analyze');
}

async function timed(call: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const response = await call();
    if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

export async function run(kind: DatabaseKind): Promise<void> {
  if (kind !== 'postgres') return;
  const api = await startApi('postgres', { NODE_ENV: 'development' });
  const client = new pg.Client({ connectionString: api.databaseUrl });
  await client.connect();
  try {
    const seedStarted = performance.now();
    await seedOrders(client);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const signIn = await fetch(`${api.baseUrl}/api/v1/office/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.baseUrl },
      body: JSON.stringify({ email: 'owner@demo.nori', password: 'nori-demo-staff' }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    if (!signIn.ok || !cookie) throw new Error(`Sign-in answered ${signIn.status}`);
    const get = (path: string) => () => fetch(`${api.baseUrl}${path}`, { headers: { cookie } });
    const now = Date.now();
    const month = `from=${new Date(now - 30 * DAY_MS).toISOString()}&to=${new Date(now).toISOString()}`;
    const day = `from=${new Date(now - DAY_MS).toISOString()}&to=${new Date(now).toISOString()}`;
    const cases: [string, string, number][] = [
      ['figures, a month, the chain', `/api/v1/office/figures?${month}`, 500],
      ['figures, a month, one restaurant', `/api/v1/office/figures?${month}&restoId=201`, 500],
      ['figures, a day, the chain', `/api/v1/office/figures?${day}`, 500],
      ['board, newest 50', '/api/v1/office/orders', 100],
      ['board, one status and restaurant', '/api/v1/office/orders?status=CANCELLED&restoId=202', 100],
      ['board, search by phone digits', '/api/v1/office/orders?q=9990001', 100],
    ];
    const rows = [['call', 'p50 ms', 'max ms', 'target ms']];
    for (const [name, path, target] of cases) {
      const times = await timed(get(path));
      rows.push([
        name,
        times[Math.floor(times.length / 2)]!.toFixed(0),
        times.at(-1)!.toFixed(0),
        `≤ ${target}`,
      ]);
    }
    printTable(
      `Office reads at ${ORDERS.toLocaleString('en')} orders (PostgreSQL, ${RUNS} runs each; seeded in ${seedSeconds.toFixed(0)} s)`,
      rows,
    );
  } finally {
    await client.end();
    await api.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!benchPostgresUrl()) throw new Error('Set BENCH_DATABASE_URL or TEST_DATABASE_URL');
  await run('postgres');
}

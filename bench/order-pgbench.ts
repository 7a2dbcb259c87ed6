// The reference for order creation: pgbench running, on the same PostgreSQL database and with as
// many connections, the transaction the API runs to place an order — claim the Idempotency-Key,
// select the dishes, count the person's uses of a promo code, insert the order with its lines
// (a jsonb column), point the claim at it, and save the delivery address. The row written is a
// copy of an order the API stored in the same run, so the two write the same columns and bytes.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface PgbenchOptions {
  databaseUrl: string;
  /** An order the API stored: its values are what each transaction inserts. */
  templateOrderId: number;
  connections: number;
  seconds: number;
}

export interface PgbenchResult {
  transactionsPerSecond: number;
  /** pgbench prints the mean, not percentiles. */
  latencyAverageMs: number;
}

// Set by the database for each row, or by the transaction itself.
const GENERATED = new Set(['id', 'number', 'created_at']);

async function orderInsert(client: pg.Client, templateOrderId: number) {
  const { rows: columns } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = 'orders' order by ordinal_position`,
  );
  const names = columns.map((column) => column.column_name).filter((name) => !GENERATED.has(name));
  const { rows } = await client.query<Record<string, string | null>>(
    `select ${names.map((name) => `${client.escapeIdentifier(name)}::text`).join(', ')} from orders where id = $1`,
    [templateOrderId],
  );
  const order = rows[0];
  if (!order) throw new Error(`No order ${templateOrderId} to copy`);
  const values = names.map((name) => (order[name] === null ? 'null' : client.escapeLiteral(order[name]!)));
  const template = {
    personId: Number(order['person_id']),
    tenantId: Number(order['tenant_id']),
    dishIds: (JSON.parse(order['lines'] ?? '[]') as { id: number }[]).map((line) => line.id),
    address: (JSON.parse(order['place'] ?? '{}') as { address?: string }).address ?? 'pgbench',
  };
  const insert =
    `insert into orders (${names.map((name) => client.escapeIdentifier(name)).join(', ')}, number, created_at) ` +
    `values (${values.join(', ')}, nextval('order_number_seq')::text, now()) returning id as order_id`;
  return { insert, template };
}

function script(insert: string, template: Awaited<ReturnType<typeof orderInsert>>['template']): string {
  const { personId, tenantId, dishIds, address } = template;
  const key = `'pgbench-' || :client_id || '-' || :key`;
  // pgbench reads one statement per line.
  return [
    '\\set key random(1, 1000000000000)',
    'begin;',
    `insert into order_requests (person_id, key, request_hash, claimed_at) values (${personId}, ${key}, 'pgbench', now()) on conflict do nothing;`,
    `select id, name, price from positions where id in (${dishIds.join(', ')});`,
    `select count(*) from orders where person_id = ${personId} and tenant_id = ${tenantId} and promo_code = 'PGBENCH' and status <> 'CANCELLED';`,
    `${insert.replaceAll('\n', ' ')} \\gset`,
    `update order_requests set order_id = :order_id where person_id = ${personId} and key = ${key};`,
    `update person_deliveries set updated_at = now() where person_id = ${personId} and tenant_id = ${tenantId} and address = ${pg.escapeLiteral(address)};`,
    'commit;',
    '',
  ].join('\n');
}

export async function runPgbench(options: PgbenchOptions): Promise<PgbenchResult> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const { insert, template } = await orderInsert(client, options.templateOrderId).finally(() => client.end());
  const file = path.join(tmpdir(), `nori-pgbench-${process.pid}.sql`);
  writeFileSync(file, script(insert, template));
  try {
    const output = execFileSync(
      'pgbench',
      [
        '--no-vacuum',
        `--client=${options.connections}`,
        '--jobs=2',
        `--time=${options.seconds}`,
        `--file=${file}`,
        options.databaseUrl,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    const latency = /latency average = ([\d.]+) ms/.exec(output);
    if (!tps || !latency) throw new Error(`Could not read pgbench's output:\n${output}`);
    return { transactionsPerSecond: Number(tps[1]), latencyAverageMs: Number(latency[1]) };
  } finally {
    rmSync(file, { force: true });
  }
}

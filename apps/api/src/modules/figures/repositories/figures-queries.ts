// The figures' reads over the orders of a period. An order counts once its restaurant could see
// it (paid on receipt, or paid online), as on the desk: an online order never paid is not one.
// Each query scans the period's orders of the chain; at a year of a large chain this wants
// summary tables (issue 39's scale target, not met yet: see the bench).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';

export interface FiguresScope {
  tenantId: number;
  /** null: every restaurant of the chain. */
  restoIds: number[] | null;
  from: Date;
  to: Date;
}

type Row = Record<string, unknown>;

const rowsOf = async (db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The orders of the scope, as a WHERE condition on `o` (orders). */
function inScope({ tenantId, restoIds, from, to }: FiguresScope): SQL {
  const restos =
    restoIds === null
      ? sql`true`
      : restoIds.length === 0
        ? sql`false`
        : sql`o.resto_id in (${sql.join(
            restoIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return sql`o.tenant_id = ${tenantId} and ${restos}
    and o.created_at >= ${from.toISOString()}::timestamptz and o.created_at < ${to.toISOString()}::timestamptz
    and (o.pay_type <> 'CARD_ONLINE'
      or exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 'PAID'))`;
}

const num = (value: unknown): number => Number(value ?? 0);
/** An average over no rows is SQL's null. */
const orNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export async function readFigures(db: Database, scope: FiguresScope) {
  const where = inScope(scope);
  const kept = sql`${where} and o.status <> 'CANCELLED'`;
  const [counts, money, types, pays, dishes, codes, reasons, times] = await Promise.all([
    rowsOf(
      db,
      sql`select count(*) as orders, count(*) filter (where o.status = 'CANCELLED') as cancelled
      from orders o where ${where}`,
    ),
    rowsOf(
      db,
      sql`select o.currency, sum(o.total) as amount, count(*) as orders
      from orders o where ${kept} group by o.currency order by o.currency`,
    ),
    rowsOf(
      db,
      sql`select o.delivery_type as key, count(*) as orders
      from orders o where ${kept} group by o.delivery_type order by o.delivery_type`,
    ),
    rowsOf(
      db,
      sql`select o.pay_type as key, count(*) as orders
      from orders o where ${kept} group by o.pay_type order by o.pay_type`,
    ),
    rowsOf(
      db,
      sql`select line->>'name' as name, o.currency, sum((line->>'count')::int) as count,
        sum((line->>'sum')::int) as amount
      from orders o cross join lateral jsonb_array_elements(o.lines) as line
      where ${kept} group by line->>'name', o.currency
      order by count desc, name limit 10`,
    ),
    rowsOf(
      db,
      sql`select o.promo_code as code, o.currency, count(*) as uses, sum(o.promo_code_discount) as discount
      from orders o where ${kept} and o.promo_code is not null
      group by o.promo_code, o.currency order by uses desc, code`,
    ),
    rowsOf(
      db,
      sql`select o.rejection_reason as reason, count(*) as orders
      from orders o where ${where} and o.status = 'CANCELLED'
      group by o.rejection_reason order by orders desc, reason`,
    ),
    rowsOf(
      db,
      sql`select
        avg(extract(epoch from (t.accepted - coalesce(t.paid, t.created))) / 60) as to_accept,
        avg(extract(epoch from (t.ready - t.accepted)) / 60) as to_ready
      from (select o.created_at as created,
          (select min(h.at) from order_status_history h where h.order_id = o.id and h.status = 'PAID') as paid,
          (select min(h.at) from order_status_history h where h.order_id = o.id and h.status = 'ACCEPTED') as accepted,
          (select min(h.at) from order_status_history h
            where h.order_id = o.id and h.status in ('READY_FOR_PICKUP', 'ON_THE_WAY')) as ready
        from orders o where ${where}) as t`,
    ),
  ]);
  return {
    orders: num(counts[0]?.orders),
    cancelled: num(counts[0]?.cancelled),
    money: money.map((row) => ({
      currency: String(row.currency),
      amount: num(row.amount),
      orders: num(row.orders),
    })),
    types: types.map((row) => ({ key: String(row.key), orders: num(row.orders) })),
    pays: pays.map((row) => ({ key: String(row.key), orders: num(row.orders) })),
    dishes: dishes.map((row) => ({
      name: String(row.name),
      currency: String(row.currency),
      count: num(row.count),
      amount: num(row.amount),
    })),
    codes: codes.map((row) => ({
      code: String(row.code),
      currency: String(row.currency),
      uses: num(row.uses),
      discount: num(row.discount),
    })),
    reasons: reasons.map((row) => ({
      reason: row.reason === null ? null : String(row.reason),
      orders: num(row.orders),
    })),
    minutesToAccept: orNull(times[0]?.to_accept),
    minutesToReady: orNull(times[0]?.to_ready),
  };
}

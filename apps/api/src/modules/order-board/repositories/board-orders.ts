// The board's reads: a page of the chain's orders by the filters, newest first, each with whether
// it was paid online and when its status last changed; and the staff writes on one order.
import { and, asc, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BoardQuery } from '@nori/contract';
import type { Database } from '../../../db/client';
import { orders, orderStatusHistory, staffAccounts, staffAuditLog } from '../../../db/schema';

export interface BoardFilter extends Omit<BoardQuery, 'restoId' | 'limit'> {
  tenantId: number;
  /** The restaurants to show; null: every restaurant of the chain. */
  restoIds: number[] | null;
  limit: number;
}

/** '+7 (999) 123' → '7999123': what a phone search compares with the stored phone's digits. */
const digitsOf = (text: string) => text.replace(/\D/g, '');

function searchCondition(q: string): SQL | undefined {
  const digits = digitsOf(q);
  const byNumber = sql`${orders.number} ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}`;
  // Three digits at least: fewer match half the phones of the chain.
  if (digits.length < 3) return byNumber;
  return or(byNumber, sql`regexp_replace(${orders.contact}->>'phone', '\\D', '', 'g') like ${`%${digits}%`}`);
}

export async function boardOrders(db: Database, filter: BoardFilter) {
  const conditions = [
    eq(orders.tenantId, filter.tenantId),
    filter.restoIds && inArray(orders.restoId, filter.restoIds.length > 0 ? filter.restoIds : [-1]),
    filter.status && eq(orders.status, filter.status),
    filter.deliveryType && eq(orders.deliveryType, filter.deliveryType),
    filter.payType && eq(orders.payType, filter.payType),
    filter.from && gte(orders.createdAt, new Date(filter.from)),
    filter.to && lt(orders.createdAt, new Date(filter.to)),
    filter.before && lt(orders.id, filter.before),
    filter.q && searchCondition(filter.q),
  ].filter((condition): condition is SQL => Boolean(condition));
  return db
    .select({
      order: orders,
      paid: sql<boolean>`exists (select 1 from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.status} = 'PAID')`,
      lastChangeAt: sql<
        string | null
      >`(select max(${orderStatusHistory.at}) from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.id))
    .limit(filter.limit);
}

/** The staff writes on an order (the audit log's `order:<id>` entries), oldest first, with who made each. */
export const staffWritesOn = (db: Database, tenantId: number, orderId: number) =>
  db
    .select({
      action: staffAuditLog.action,
      at: staffAuditLog.at,
      email: staffAccounts.email,
      name: staffAccounts.name,
    })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(and(eq(staffAuditLog.tenantId, tenantId), eq(staffAuditLog.target, `order:${orderId}`)))
    .orderBy(asc(staffAuditLog.id));

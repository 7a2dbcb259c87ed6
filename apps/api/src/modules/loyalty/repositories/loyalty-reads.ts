// What the ledger's rules read outside it: the chain's rules, the person's done orders (their tier)
// and last order (expiry), and the menu groups of an order's dishes (excluded groups earn nothing).
import { and, count, eq, inArray, isNotNull, max, ne, sql, sum } from 'drizzle-orm';
import type { LoyaltyRules } from '@nori/domain';
import type { Database } from '../../../db/client';
import { loyaltyAccounts, loyaltyEntries, orders, positions, tenants } from '../../../db/schema';
import type { Account } from './ledger';

/** Rules stored before a rule existed read with its default: no birthday bonus. */
export const withRuleDefaults = (rules: LoyaltyRules): LoyaltyRules => ({
  ...rules,
  birthdayBonus: (rules as Partial<LoyaltyRules>).birthdayBonus ?? 0,
});

export async function tenantLoyaltyRules(db: Database, tenantId: number): Promise<LoyaltyRules | null> {
  const [row] = await db
    .select({ rules: tenants.loyaltyRules })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.rules ? withRuleDefaults(row.rules) : null;
}

/** Sets (or with null, ends) the chain's programme; the catalog import calls it with the file's. */
export async function setTenantLoyaltyRules(db: Database, tenantId: number, rules: LoyaltyRules | null) {
  await db.update(tenants).set({ loyaltyRules: rules }).where(eq(tenants.id, tenantId));
}

/** The person's done orders with the chain before `exceptOrderId`: their number and what they paid. */
export async function doneOrderHistory(db: Database, { tenantId, personId }: Account, exceptOrderId: number) {
  const [row] = await db
    .select({ orderCount: count(), lifetimeSpend: sum(orders.total) })
    .from(orders)
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.personId, personId),
        eq(orders.status, 'DONE'),
        ne(orders.id, exceptOrderId),
      ),
    );
  return { orderCount: row?.orderCount ?? 0, lifetimeSpend: Number(row?.lifetimeSpend ?? 0) };
}

/** When the person last ordered from the chain (cancelled orders too: the customer came back). */
export async function lastOrderAt(db: Database, { tenantId, personId }: Account): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orders.createdAt) })
    .from(orders)
    .where(and(eq(orders.tenantId, tenantId), eq(orders.personId, personId)));
  return row?.at ?? null;
}

/** The ledger's reason of the birthday bonus (services/birthdays.ts). */
export const BIRTHDAY_REASON = 'birthday';

/**
 * When the person last got a birthday bonus from the chain: the balance lives on from it as from
 * an order, so a gift to someone who has not ordered for months does not expire at the next sweep.
 */
export async function lastBirthdayAt(db: Database, { tenantId, personId }: Account): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(loyaltyEntries.createdAt) })
    .from(loyaltyEntries)
    .where(
      and(
        eq(loyaltyEntries.tenantId, tenantId),
        eq(loyaltyEntries.personId, personId),
        eq(loyaltyEntries.reason, BIRTHDAY_REASON),
      ),
    );
  return row?.at ?? null;
}

/** The later of two moments, either of which may be missing. */
export const latest = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a.getTime() >= b.getTime() ? a : b;

/** The menu group of each of these dishes (a dish the catalog no longer has: none). */
export async function positionGroupIds(db: Database, tenantId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, number | null>();
  const rows = await db
    .select({ id: positions.id, groupId: positions.groupId })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), inArray(positions.id, ids)));
  return new Map(rows.map((row) => [row.id, row.groupId]));
}

/**
 * The accounts of chains with an expiring programme, with the time of their last order and of
 * their last birthday bonus.
 */
export async function accountsWithLastOrder(db: Database) {
  return db
    .select({
      tenantId: loyaltyAccounts.tenantId,
      personId: loyaltyAccounts.personId,
      createdAt: loyaltyAccounts.createdAt,
      rules: tenants.loyaltyRules,
      lastOrderAt: sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${orders.tenantId} = ${loyaltyAccounts.tenantId} and ${orders.personId} = ${loyaltyAccounts.personId})`,
      lastBirthdayAt: sql<
        Date | string | null
      >`(select max(${loyaltyEntries.createdAt}) from ${loyaltyEntries} where ${loyaltyEntries.tenantId} = ${loyaltyAccounts.tenantId} and ${loyaltyEntries.personId} = ${loyaltyAccounts.personId} and ${loyaltyEntries.reason} = ${BIRTHDAY_REASON})`,
    })
    .from(loyaltyAccounts)
    .innerJoin(tenants, eq(tenants.id, loyaltyAccounts.tenantId))
    .where(isNotNull(tenants.loyaltyRules));
}

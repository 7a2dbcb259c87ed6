// Shared by the loyalty tests: the order chain with a bonus programme (5 %, 20 % cap, never with a
// code, 6 months), a customer with a balance, and moving an order as the restaurant would.
import type { LoyaltyRules, OrderStatus } from '@nori/domain';
import { eq } from 'drizzle-orm';
import { tenants } from '../../../src/db/schema';
import { accountBalance, lockAccount, writeEntries } from '../../../src/modules/loyalty/repositories/ledger';
import { setTenantLoyaltyRules } from '../../../src/modules/loyalty/repositories/loyalty-reads';
import type { TestApp } from '../../helpers/test-app';
import type { CatalogFile } from '../../../src/modules/catalog/catalog-file/schema';
import { MONDAY_LUNCH, orderChain } from '../orders/order-chain';

export const CHAIN_RULES: LoyaltyRules = {
  bonusValue: 100,
  tierBasis: 'SPEND',
  tiers: [{ from: 0, earnPercent: 5 }],
  excludedPositionIds: [],
  excludedGroupIds: [],
  earnWithPromoCode: false,
  spendCapPercent: 20,
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  stacking: 'EXCLUSIVE',
  expiryMonths: 6,
  expiryWarningDays: 14,
  welcomeBonus: 0,
  birthdayBonus: 0,
};

/**
 * The order chain with its zone's 200 ₽ tier from 500 ₽ instead of 1 000 ₽: the tier counts what
 * is paid after bonuses (issue 41), and the 1 128 ₽ cart paying 225 ₽ in bonuses must still go.
 */
export function loyaltyChain(): CatalogFile {
  const chain = orderChain();
  for (const zone of chain.zones)
    zone.rules = zone.rules.map((rule) =>
      rule.minOrderPrice === 100000 ? { ...rule, minOrderPrice: 50000 } : rule,
    );
  return chain;
}

export async function chainTenantId(t: TestApp, code = 'test-chain'): Promise<number> {
  const [row] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  if (!row) throw new Error(`No tenant ${code}`);
  return row.id;
}

export async function enableBonuses(t: TestApp, rules: LoyaltyRules = CHAIN_RULES): Promise<number> {
  const tenantId = await chainTenantId(t);
  await setTenantLoyaltyRules(t.database.db, tenantId, rules);
  return tenantId;
}

let grants = 0;
/** Adds bonuses to the account as an 'adjust' entry (as an operator's correction would). */
export async function grantBonuses(t: TestApp, tenantId: number, personId: number, amount: number) {
  await t.database.db.transaction(async (tx) => {
    await lockAccount(tx, { tenantId, personId }, MONDAY_LUNCH);
    await writeEntries(tx, [
      {
        tenantId,
        personId,
        kind: 'adjust',
        amount,
        orderId: null,
        event: `test-grant:${++grants}`,
        reason: 'test',
        createdAt: MONDAY_LUNCH,
      },
    ]);
  });
}

export const balanceOf = (t: TestApp, tenantId: number, personId: number) =>
  accountBalance(t.database.db, { tenantId, personId });

export async function moveOrder(t: TestApp, orderId: number, ...statuses: OrderStatus[]) {
  for (const to of statuses) await t.app.orderLife.statusChanges.move({ orderId, to, source: 'resto' });
}

// The bonus account follows the order (issue 41): registered with order-life's change hooks, it
// runs in the transaction of the order's placing and of each status change, locks the person's
// account and writes what the status still needs (the domain's orderLedgerPlan). A hold that the
// balance cannot cover refuses the change, so two orders spending one balance cannot both pass.
import {
  bonusesEarned,
  ERROR_CODES,
  orderLedgerPlan,
  orderLedgerPosition,
  type LoyaltyRules,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import {
  accountBalance,
  lockAccount,
  orderEntries,
  writeEntries,
  type Account,
} from '../repositories/ledger';
import { doneOrderHistory, positionGroupIds, tenantLoyaltyRules } from '../repositories/loyalty-reads';

async function earnedBy(tx: Database, rules: LoyaltyRules | null, order: OrderRow, account: Account) {
  if (rules === null) return 0;
  const groups = await positionGroupIds(
    tx,
    order.tenantId,
    order.lines.map((line) => line.id),
  );
  const history = await doneOrderHistory(tx, account, order.id);
  return bonusesEarned(
    rules,
    {
      deliveryType: order.deliveryType,
      lines: order.lines.map((line) => ({
        positionId: line.id,
        groupId: groups.get(line.id) ?? null,
        payableAmount: line.payableAmount,
      })),
      promoCodeApplied: order.promoCode !== null,
      bonusPayment: order.bonusPayment,
    },
    history,
  );
}

export async function loyaltyAfterChange(tx: Database, order: OrderRow, at: Date): Promise<OrderRow> {
  const rules = await tenantLoyaltyRules(tx, order.tenantId);
  // Without a programme, only an order that spent bonuses before it ended still has entries to settle.
  if (rules === null && order.bonusesSpent === 0) return order;
  const account = { tenantId: order.tenantId, personId: order.personId };
  await lockAccount(tx, account, at);
  // The chain's welcome: once per account (its key), with the person's first order.
  if (rules !== null && rules.welcomeBonus > 0)
    await writeEntries(tx, [
      {
        ...account,
        kind: 'adjust',
        amount: rules.welcomeBonus,
        orderId: order.id,
        event: 'welcome',
        reason: 'welcome',
        createdAt: at,
      },
    ]);
  const position = orderLedgerPosition(await orderEntries(tx, order.id));
  // Earning needs the order's done history; compute it before the plan, which is synchronous.
  const earns =
    order.status === 'DONE' && position.earned === 0 ? await earnedBy(tx, rules, order, account) : 0;
  const plan = orderLedgerPlan({
    status: order.status,
    bonusesSpent: order.bonusesSpent,
    position,
    earns: () => earns,
  });
  const hold = plan.find((entry) => entry.kind === 'hold');
  if (hold && (await accountBalance(tx, account)) < -hold.amount)
    throw catalogueError(ERROR_CODES.bonusesNotEnough);
  await writeEntries(
    tx,
    plan.map((entry) => ({
      ...account,
      kind: entry.kind,
      amount: entry.amount,
      orderId: order.id,
      event: `order:${order.id}:${entry.event}`,
      reason: entry.reason,
      createdAt: at,
    })),
  );
  return order;
}

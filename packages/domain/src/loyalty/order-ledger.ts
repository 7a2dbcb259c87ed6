// What an order's status means for the person's bonus account, as the entries still to write.
// The plan is computed from the status and the entries the order already has, so running it again
// for the same status writes nothing, and every entry has a key that is unique per order and
// event: a repeated notification, a retried transaction or a second node cannot write it twice.
//
//   placed and on its way, unpaid → hold what the order spends (once per payment attempt)
//   PAID, or DONE when paid on receipt → the hold is released into a spend
//   DONE                             → earn
//   PAYMENT_FAILED                   → release the hold (paying again holds anew)
//   CANCELLED                        → release the hold; a spent order is refunded, an earn reversed
import type { OrderStatus } from '../orders';
import type { LedgerKind } from './ledger';

export interface OrderLedgerEntry {
  kind: LedgerKind;
  amount: number;
  /** Unique per order: 'hold:1', 'spend:1', 'release:1', 'refund', 'earn', 'earn-reversal'. */
  event: string;
  reason: string;
}

/** Where an order stands in the ledger, summed from its entries. */
export interface OrderLedgerPosition {
  /** Bonuses held and neither spent nor released. */
  held: number;
  /** Bonuses spent and not refunded. */
  spent: number;
  earned: number;
  /** How many holds the order took (one per payment attempt). */
  holds: number;
}

export function orderLedgerPosition(entries: readonly Pick<OrderLedgerEntry, 'kind' | 'amount' | 'event'>[]) {
  const position: OrderLedgerPosition = { held: 0, spent: 0, earned: 0, holds: 0 };
  for (const { kind, amount, event } of entries) {
    if (kind === 'hold') {
      position.held -= amount;
      position.holds += 1;
    } else if (kind === 'spend') position.spent -= amount;
    else if (kind === 'earn') position.earned += amount;
    else if (event === 'refund') position.spent -= amount;
    else if (event === 'earn-reversal') position.earned += amount;
    else if (kind === 'release') position.held -= amount;
  }
  return position;
}

export interface OrderLedgerInput {
  status: OrderStatus;
  /** Bonuses the order spends (its checkout's choice). */
  bonusesSpent: number;
  /** What the order's entries so far add up to (orderLedgerPosition). */
  position: OrderLedgerPosition;
  /** Bonuses the order earns when done (bonusesEarned); read only for DONE. */
  earns: () => number;
}

/** Statuses of an order still to be paid or on its way: what it spends stays held (or spent). */
const HOLDING: readonly OrderStatus[] = [
  'NEW',
  'AWAITING_PAYMENT',
  'ACCEPTED',
  'COOKING',
  'ON_THE_WAY',
  'READY_FOR_PICKUP',
];

/** The entries this status still needs. */
export function orderLedgerPlan({
  status,
  bonusesSpent,
  position,
  earns,
}: OrderLedgerInput): OrderLedgerEntry[] {
  const plan: OrderLedgerEntry[] = [];
  const attempt = position.holds;
  const take = (reason: string) => {
    if (position.held <= 0) return;
    plan.push({ kind: 'release', amount: position.held, event: `release:${attempt}`, reason });
    plan.push({ kind: 'spend', amount: -position.held, event: `spend:${attempt}`, reason });
  };
  if (HOLDING.includes(status)) {
    if (bonusesSpent > 0 && position.held === 0 && position.spent === 0)
      plan.push({
        kind: 'hold',
        amount: -bonusesSpent,
        event: `hold:${attempt + 1}`,
        reason: 'order-placed',
      });
  } else if (status === 'PAID') take('order-paid');
  else if (status === 'DONE') {
    take('order-done');
    const earned = position.earned === 0 ? earns() : 0;
    if (earned > 0) plan.push({ kind: 'earn', amount: earned, event: 'earn', reason: 'order-done' });
  } else if (status === 'PAYMENT_FAILED' || status === 'CANCELLED') {
    const reason = status === 'CANCELLED' ? 'order-cancelled' : 'payment-failed';
    if (position.held > 0)
      plan.push({ kind: 'release', amount: position.held, event: `release:${attempt}`, reason });
    if (status === 'CANCELLED' && position.spent > 0)
      plan.push({ kind: 'release', amount: position.spent, event: 'refund', reason: 'refund' });
    if (status === 'CANCELLED' && position.earned > 0)
      plan.push({ kind: 'adjust', amount: -position.earned, event: 'earn-reversal', reason: 'refund' });
  }
  return plan;
}

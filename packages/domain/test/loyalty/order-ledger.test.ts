import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, type OrderStatus } from '../../src/orders';
import { orderLedgerPlan, orderLedgerPosition, type OrderLedgerEntry } from '../../src/loyalty';

/** Runs the plan for each status in turn, as the order's hooks would, and answers every entry written. */
function live(statuses: readonly OrderStatus[], bonusesSpent: number, earned = 30): OrderLedgerEntry[] {
  const written: OrderLedgerEntry[] = [];
  for (const status of statuses) {
    const plan = orderLedgerPlan({
      status,
      bonusesSpent,
      position: orderLedgerPosition(written),
      earns: () => earned,
    });
    written.push(...plan);
  }
  return written;
}

/** A path the order's life allows: from checkout, each step one of the next statuses. */
function walk(online: boolean, picks: readonly number[]): OrderStatus[] {
  const path: OrderStatus[] = [online ? 'AWAITING_PAYMENT' : 'NEW'];
  for (const pick of picks) {
    const next = nextOrderStatuses(path.at(-1) ?? 'NEW', 'DELIVERY');
    if (next.length === 0) break;
    path.push(next[pick % next.length] ?? 'NEW');
  }
  return path;
}

const sum = (entries: OrderLedgerEntry[]) => entries.reduce((total, entry) => total + entry.amount, 0);
const events = (entries: OrderLedgerEntry[]) => entries.map((entry) => `${entry.kind}:${entry.event}`);

describe('an order in the ledger', () => {
  it('holds at placing, takes when paid, earns when done', () => {
    const entries = live(['AWAITING_PAYMENT', 'PAID', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE'], 100);
    expect(events(entries)).toEqual(['hold:hold:1', 'release:release:1', 'spend:spend:1', 'earn:earn']);
    expect(sum(entries)).toBe(-100 + 30);
  });

  it('takes an order paid on receipt when it is done', () => {
    const entries = live(['NEW', 'ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'DONE'], 100);
    expect(events(entries)).toEqual(['hold:hold:1', 'release:release:1', 'spend:spend:1', 'earn:earn']);
  });

  it('releases on a failed payment and holds again when paid again', () => {
    const entries = live(['AWAITING_PAYMENT', 'PAYMENT_FAILED', 'AWAITING_PAYMENT', 'PAID'], 100);
    expect(events(entries)).toEqual([
      'hold:hold:1',
      'release:release:1',
      'hold:hold:2',
      'release:release:2',
      'spend:spend:2',
    ]);
    expect(sum(entries)).toBe(-100);
  });

  it('gives everything back when a paid order is cancelled (refund)', () => {
    const entries = live(['AWAITING_PAYMENT', 'PAID', 'ACCEPTED', 'CANCELLED'], 100);
    expect(entries.at(-1)).toMatchObject({ kind: 'release', amount: 100, event: 'refund' });
    expect(sum(entries)).toBe(0);
  });

  it('writes nothing for a status it already wrote', () => {
    const once = live(['NEW', 'ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'DONE'], 100);
    expect(
      orderLedgerPlan({
        status: 'DONE',
        bonusesSpent: 100,
        position: orderLedgerPosition(once),
        earns: () => 30,
      }),
    ).toEqual([]);
  });

  it('on any path the order status rules allow: no hold is left at a final status, nothing spent by a cancelled order, keys unique', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        fc.integer({ min: 0, max: 500 }),
        (online, picks, spent) => {
          const path = walk(online, picks);
          const entries = live(path, spent);
          const keys = entries.map((entry) => entry.event);
          expect(new Set(keys).size).toBe(keys.length);
          const position = orderLedgerPosition(entries);
          expect(position.held).toBeGreaterThanOrEqual(0);
          expect(position.spent).toBeGreaterThanOrEqual(0);
          const last = path.at(-1);
          if (last === 'CANCELLED') expect(sum(entries)).toBe(0);
          if (last === 'CANCELLED' || last === 'PAYMENT_FAILED' || last === 'DONE')
            expect(position.held).toBe(0);
          // Never more taken from the balance than the order spends, earnings aside.
          expect(sum(entries) - position.earned).toBeGreaterThanOrEqual(-spent);
        },
      ),
    );
  });
});

describe('an order accepted in the transaction that places it', () => {
  it('still holds what it spends (a desk that auto-accepts runs first)', () => {
    expect(events(live(['ACCEPTED'], 50))).toEqual(['hold:hold:1']);
  });
});

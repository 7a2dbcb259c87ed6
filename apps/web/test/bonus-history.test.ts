import type { BonusEntry } from '@nori/contract';
import { describe, expect, it } from 'vitest';
import { customerHistory } from '../app/features/orders/on-demand/bonus-history';

const entry = (kind: BonusEntry['kind'], amount: number, orderNumber: string | null): BonusEntry => ({
  kind,
  amount,
  orderNumber,
  reason: 'test',
  at: '2026-12-07T12:00:00.000Z',
});

describe('the bonus history as a customer reads it', () => {
  it('shows a hold that became a spend as the spend alone', () => {
    const earned = entry('earn', 146, '1001');
    const hold = entry('hold', -146, '1002');
    const release = entry('release', 146, '1002');
    const spend = entry('spend', -146, '1002');
    // Newest first, as the API sends them.
    expect(customerHistory([spend, release, hold, earned])).toEqual([spend, earned]);
  });

  it('keeps a hold still open, and a hold released because the order was cancelled', () => {
    const open = entry('hold', -50, '1003');
    const hold = entry('hold', -80, '1002');
    const released = entry('release', 80, '1002');
    expect(customerHistory([open, released, hold])).toEqual([open, released, hold]);
  });

  it('never pairs entries of two orders, nor a release with a spend of another amount', () => {
    const hold = entry('hold', -100, '1002');
    const release = entry('release', 100, '1002');
    const otherSpend = entry('spend', -100, '1003');
    const smaller = [entry('spend', -60, '1002'), release, hold];
    expect(customerHistory([otherSpend, release, hold])).toHaveLength(3);
    expect(customerHistory(smaller)).toHaveLength(3);
  });
});

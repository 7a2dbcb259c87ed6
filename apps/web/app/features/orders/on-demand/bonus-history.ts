// The bonus history as a customer reads it. The ledger takes a spend in three entries (the hold at
// checkout; when the order is paid or done, the hold released and the spend written); the customer
// spent once, so a hold that became a spend shows as that spend alone. A hold still open, or one
// released because the order was cancelled, stays: that is what happened to the balance.
import type { BonusEntry } from '@nori/contract';

const sameOrder = (a: BonusEntry, b: BonusEntry) => a.orderNumber !== null && a.orderNumber === b.orderNumber;

/** `entries` newest first, as the API sends them; the answer keeps that order. */
export function customerHistory(entries: readonly BonusEntry[]): BonusEntry[] {
  const oldestFirst = [...entries].reverse();
  const hidden = new Set<BonusEntry>();
  oldestFirst.forEach((spend, index) => {
    const release = oldestFirst[index - 1];
    if (spend.kind !== 'spend' || release?.kind !== 'release') return;
    if (!sameOrder(spend, release) || release.amount !== -spend.amount) return;
    const hold = oldestFirst
      .slice(0, index - 1)
      .findLast((entry) => entry.kind === 'hold' && sameOrder(entry, spend) && !hidden.has(entry));
    hidden.add(release);
    if (hold) hidden.add(hold);
  });
  return entries.filter((entry) => !hidden.has(entry));
}

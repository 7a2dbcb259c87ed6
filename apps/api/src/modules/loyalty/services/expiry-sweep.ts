// Bonuses expire N months after the person's last order with the chain, or their last birthday
// bonus if that came later (issue 41). Any node may
// sweep at any time, as many at once as there are: each account is locked while its balance is
// read, and the expiry's key names the last order it follows, so a second sweep finds it written.
import { expiryState } from '@nori/domain';
import type { Database } from '../../../db/client';
import { accountBalance, lockAccount, writeEntries } from '../repositories/ledger';
import { accountsWithLastOrder, latest } from '../repositories/loyalty-reads';

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Writes an expiry for every account whose balance has expired; answers how many it wrote. */
export async function expireBalances(db: Database, now: Date): Promise<number> {
  let written = 0;
  for (const account of await accountsWithLastOrder(db)) {
    // An account that never ordered (a welcome bonus) counts from its opening.
    const since = latest(asDate(account.lastOrderAt), asDate(account.lastBirthdayAt)) ?? account.createdAt;
    if (!expiryState(account.rules, since.getTime(), now.getTime()).expired) continue;
    written += await db.transaction(async (tx) => {
      await lockAccount(tx, account, now);
      const balance = await accountBalance(tx, account);
      if (balance <= 0) return 0;
      return writeEntries(tx, [
        {
          tenantId: account.tenantId,
          personId: account.personId,
          kind: 'expire',
          amount: -balance,
          orderId: null,
          event: `expire:${since.getTime()}`,
          reason: 'no-orders',
          createdAt: now,
        },
      ]);
    });
  }
  return written;
}

// The bonus account is a ledger: every change is an entry, the balance is their sum. Entries that
// add carry a positive amount (earn, release, adjust up), entries that take a negative one (hold,
// spend, expire, adjust down), so the sum is the balance and a hold lowers what can be spent at once.
export const LEDGER_KINDS = ['earn', 'spend', 'hold', 'release', 'expire', 'adjust'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerAmount {
  kind: LedgerKind;
  amount: number;
}

export const ledgerBalance = (entries: readonly LedgerAmount[]): number =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);

/** The sign each kind must have (adjust may go either way). */
export function validLedgerAmount(kind: LedgerKind, amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount === 0) return false;
  if (kind === 'earn' || kind === 'release') return amount > 0;
  if (kind === 'adjust') return true;
  return amount < 0;
}

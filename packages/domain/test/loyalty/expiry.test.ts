import { describe, expect, it } from 'vitest';
import { addMonths, expiryState, ledgerBalance, validLedgerAmount } from '../../src/loyalty';
import { rules } from './fixtures';

const at = (iso: string) => Date.parse(iso);

describe('expiry', () => {
  it('adds calendar months, ending on the shorter month last day', () => {
    expect(new Date(addMonths(at('2026-01-31T10:00:00Z'), 1)).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(new Date(addMonths(at('2026-08-15T00:00:00Z'), 6)).toISOString()).toBe('2027-02-15T00:00:00.000Z');
  });

  it('expires N months after the last order and warns the chain days before', () => {
    const last = at('2026-01-10T12:00:00Z');
    expect(expiryState(rules(), last, at('2026-06-26T11:59:59Z'))).toEqual({
      expiresAtMs: at('2026-07-10T12:00:00Z'),
      warn: false,
      expired: false,
    });
    expect(expiryState(rules(), last, at('2026-06-26T12:00:00Z')).warn).toBe(true);
    expect(expiryState(rules(), last, at('2026-07-10T12:00:00Z'))).toMatchObject({
      expired: true,
      warn: false,
    });
  });

  it('never expires without an expiry rule or an order', () => {
    expect(
      expiryState(rules({ expiryMonths: null }), at('2020-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'))
        .expired,
    ).toBe(false);
    expect(expiryState(rules(), null, at('2026-01-01T00:00:00Z')).expiresAtMs).toBeNull();
  });
});

describe('the ledger', () => {
  it('is the sum of its entries, a hold lowering it at once', () => {
    expect(
      ledgerBalance([
        { kind: 'earn', amount: 60 },
        { kind: 'hold', amount: -40 },
      ]),
    ).toBe(20);
    expect(ledgerBalance([])).toBe(0);
  });

  it('refuses amounts of the wrong sign', () => {
    expect(validLedgerAmount('earn', 5)).toBe(true);
    expect(validLedgerAmount('earn', -5)).toBe(false);
    expect(validLedgerAmount('hold', 5)).toBe(false);
    expect(validLedgerAmount('adjust', -5)).toBe(true);
    expect(validLedgerAmount('release', 0)).toBe(false);
  });
});

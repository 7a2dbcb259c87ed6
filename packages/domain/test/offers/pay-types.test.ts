import { describe, expect, it } from 'vitest';
import { defaultPayType, payTypeToUse, payTypeRejection, payTypesFor } from '../../src/offers';
import type { PayConfig, PayModeConfig } from '../../src/types';

const none: PayModeConfig = { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false };
const all: PayModeConfig = { cardOnline: 'sandbox-account', cardUponReceipt: true, cashUponReceipt: true };
const config = (delivery: Partial<PayModeConfig>, takeAway: Partial<PayModeConfig> = {}): PayConfig => ({
  delivery: { ...none, ...delivery },
  takeAway: { ...none, ...takeAway },
});

describe('payTypesFor', () => {
  it('lists enabled pay types in the order CARD_ONLINE, CARD_UPON_RECEIPT, CASH_UPON_RECEIPT', () => {
    const payConfig: PayConfig = { delivery: all, takeAway: { ...all, cardOnline: '' } };
    expect(payTypesFor(payConfig, 'DELIVERY')).toEqual([
      'CARD_ONLINE',
      'CARD_UPON_RECEIPT',
      'CASH_UPON_RECEIPT',
    ]);
    expect(payTypesFor(payConfig, 'TAKE_AWAY')).toEqual(['CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT']);
  });

  it('enables online card payment by a non-empty account string only', () => {
    expect(payTypesFor(config({ cardOnline: 'acc' }), 'DELIVERY')).toEqual(['CARD_ONLINE']);
    expect(payTypesFor(config({ cardOnline: '' }), 'DELIVERY')).toEqual([]);
  });
});

describe('defaultPayType', () => {
  it('prefers CARD_ONLINE, else the first available, else null', () => {
    expect(defaultPayType(config(all), 'DELIVERY')).toBe('CARD_ONLINE');
    expect(defaultPayType(config({ cashUponReceipt: true, cardUponReceipt: true }), 'DELIVERY')).toBe(
      'CARD_UPON_RECEIPT',
    );
    expect(defaultPayType(config({}, { cashUponReceipt: true }), 'TAKE_AWAY')).toBe('CASH_UPON_RECEIPT');
    expect(defaultPayType(config(all), 'TAKE_AWAY')).toBeNull();
  });
});

describe('payTypeToUse', () => {
  it('keeps the pay type when the new restaurant takes it', () => {
    expect(payTypeToUse('CASH_UPON_RECEIPT', config(all), 'DELIVERY')).toBe('CASH_UPON_RECEIPT');
  });

  it('takes the first available otherwise, or none', () => {
    const cardOnly = config({ cardUponReceipt: true, cashUponReceipt: true }, { cardUponReceipt: true });
    expect(payTypeToUse('CARD_ONLINE', cardOnly, 'DELIVERY')).toBe('CARD_UPON_RECEIPT');
    expect(payTypeToUse(null, cardOnly, 'TAKE_AWAY')).toBe('CARD_UPON_RECEIPT');
    expect(payTypeToUse('CASH_UPON_RECEIPT', config({}), 'DELIVERY')).toBeNull();
  });
});

describe('payTypeRejection', () => {
  const nothing = config({});

  it('names the pay-mode code for each delivery and pay type', () => {
    expect(payTypeRejection(nothing, 'DELIVERY', 'CARD_ONLINE')).toBe('doesnt-support-delivery-online-pay');
    expect(payTypeRejection(nothing, 'DELIVERY', 'CARD_UPON_RECEIPT')).toBe(
      'doesnt-support-delivery-card-pay',
    );
    expect(payTypeRejection(nothing, 'DELIVERY', 'CASH_UPON_RECEIPT')).toBe(
      'doesnt-support-delivery-cash-pay',
    );
    expect(payTypeRejection(nothing, 'TAKE_AWAY', 'CARD_ONLINE')).toBe('doesnt-support-takeaway-online');
    expect(payTypeRejection(nothing, 'TAKE_AWAY', 'CARD_UPON_RECEIPT')).toBe(
      'doesnt-support-takeaway-card-pay',
    );
    expect(payTypeRejection(nothing, 'TAKE_AWAY', 'CASH_UPON_RECEIPT')).toBe(
      'doesnt-support-takeaway-cash-pay',
    );
  });

  it('accepts a pay type the restaurant takes for that delivery type only', () => {
    const deliveryCash = config({ cashUponReceipt: true });
    expect(payTypeRejection(deliveryCash, 'DELIVERY', 'CASH_UPON_RECEIPT')).toBeNull();
    expect(payTypeRejection(deliveryCash, 'TAKE_AWAY', 'CASH_UPON_RECEIPT')).toBe(
      'doesnt-support-takeaway-cash-pay',
    );
  });

  it('accepts a preflight that names no pay type', () => {
    expect(payTypeRejection(nothing, 'DELIVERY', undefined)).toBeNull();
    expect(payTypeRejection(nothing, 'TAKE_AWAY', null)).toBeNull();
  });
});

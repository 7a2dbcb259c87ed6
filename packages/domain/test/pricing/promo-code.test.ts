import { describe, expect, it } from 'vitest';
import { id, minorUnits, type RestoId } from '../../src/brand';
import { ERROR_CODES } from '../../src/errors';
import { promoCodeAmount, promoCodeRejection, type PromoCodeContext } from '../../src/pricing';
import { at, moment, welcome } from './fixtures';

const guest = (overrides: Partial<PromoCodeContext> = {}): PromoCodeContext => ({
  ...moment(),
  personUses: null,
  ...overrides,
});

describe('promoCodeRejection — every rule of spec §8', () => {
  it('accepts a valid code', () => {
    expect(promoCodeRejection(welcome(), guest())).toBeNull();
  });

  it('not-found: no such code', () => {
    expect(promoCodeRejection(undefined, guest())).toBe(ERROR_CODES.promoCodeNotFound);
    expect(promoCodeRejection(null, guest())).toBe('promo-code.not-found');
  });

  it('not-active: switched off by the chain', () => {
    expect(promoCodeRejection(welcome({ active: false }), guest())).toBe('promo-code.not-active');
  });

  it('not-found-for-resto: valid at other restaurants only', () => {
    const rule = welcome({ restoIds: [id<RestoId>(2), id<RestoId>(3)] });
    expect(promoCodeRejection(rule, guest())).toBe('promo-code.not-found-for-resto');
    expect(promoCodeRejection(rule, guest({ restoId: id<RestoId>(3) }))).toBeNull();
  });

  it('invalid-delivery-type: take-away only', () => {
    const rule = welcome({ deliveryTypes: ['TAKE_AWAY'] });
    expect(promoCodeRejection(rule, guest())).toBe('promo-code.invalid-delivery-type');
    expect(promoCodeRejection(rule, guest({ deliveryType: 'TAKE_AWAY' }))).toBeNull();
  });

  it('before-start and after-finish, with both ends inclusive', () => {
    const rule = welcome({ startsAtMs: at('12:00:00'), endsAtMs: at('13:00:00') });
    expect(promoCodeRejection(rule, guest({ nowMs: at('11:59:59') }))).toBe('promo-code.before-start');
    expect(promoCodeRejection(rule, guest({ nowMs: at('12:00:00') }))).toBeNull();
    expect(promoCodeRejection(rule, guest({ nowMs: at('13:00:00') }))).toBeNull();
    expect(promoCodeRejection(rule, guest({ nowMs: at('13:00:01') }))).toBe('promo-code.after-finish');
  });

  it("hour-not-active: outside its hours on the restaurant's clock", () => {
    const night = welcome({ hours: { from: '23:00', to: '05:00' } });
    expect(promoCodeRejection(night, guest())).toBe('promo-code.hour-not-active');
    expect(promoCodeRejection(night, guest({ nowMs: at('23:30:00') }))).toBeNull();
  });

  it('limit-exceed: every use over all customers taken', () => {
    expect(promoCodeRejection(welcome({ usageLimit: 100, usedCount: 100 }), guest())).toBe(
      'promo-code.limit-exceed',
    );
    expect(promoCodeRejection(welcome({ usageLimit: 100, usedCount: 99 }), guest())).toBeNull();
  });

  it('person-limit-exceed: only for a signed-in person who used it up', () => {
    expect(promoCodeRejection(welcome(), guest({ personUses: 1 }))).toBe('promo-code.person-limit-exceed');
    expect(promoCodeRejection(welcome(), guest({ personUses: 0 }))).toBeNull();
    expect(promoCodeRejection(welcome({ perPersonLimit: null }), guest({ personUses: 9 }))).toBeNull();
  });

  it('names the lasting reason first: switched off beats the wrong hour and the wrong restaurant', () => {
    const rule = welcome({
      active: false,
      restoIds: [id<RestoId>(2)],
      hours: { from: '23:00', to: '05:00' },
    });
    expect(promoCodeRejection(rule, guest())).toBe('promo-code.not-active');
    expect(promoCodeRejection({ ...rule, active: true }, guest())).toBe('promo-code.not-found-for-resto');
  });
});

describe('promoCodeAmount', () => {
  it('takes nothing below the minimum order amount of 1 000 ₽', () => {
    expect(promoCodeAmount(welcome(), minorUnits(99999), minorUnits(99999))).toBe(0);
    expect(promoCodeAmount(welcome(), minorUnits(100000), minorUnits(100000))).toBe(10000);
  });

  it('takes at most the maximum discount amount of 500 ₽', () => {
    expect(promoCodeAmount(welcome(), minorUnits(600000), minorUnits(600000))).toBe(50000);
  });

  it('measures the minimum on the cart total but takes its share of what is left after discounts', () => {
    expect(promoCodeAmount(welcome(), minorUnits(100000), minorUnits(90000))).toBe(9000);
  });
});

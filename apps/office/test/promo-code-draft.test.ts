// The promo code form's checks: what a person types becomes the API's settings, and what the API
// or the catalog import would refuse is refused here first, with the field it belongs to.
import { describe, expect, it } from 'vitest';
import { promoCodeSettingsSchema, type OfficePromoCode } from '@nori/contract';
import {
  batchCountProblem,
  codeProblem,
  draftOf,
  emptyDraft,
  parseAmount,
  settingsOfDraft,
  type PromoCodeDraft,
} from '../src/promo-codes/promo-code-draft';
import { csvOf } from '../src/ui/csv';

const draft = (change: Partial<PromoCodeDraft>): PromoCodeDraft => ({
  ...emptyDraft(),
  value: '10',
  ...change,
});

describe('settingsOfDraft', () => {
  it('turns typed amounts into minor units and empty fields into no limit', () => {
    const result = settingsOfDraft(
      draft({
        kind: 'FIXED',
        value: '99,5',
        minOrderAmount: '1 500',
        maxDiscountAmount: '',
        usageLimit: '100',
      }),
    );
    expect(result.settings).toMatchObject({
      kind: 'FIXED',
      value: 9950,
      minOrderAmount: 150000,
      maxDiscountAmount: null,
      usageLimit: 100,
      perPersonLimit: null,
      restoIds: null,
      hours: null,
      startsAt: null,
    });
    // What the form sends, the API's own schema accepts.
    expect(promoCodeSettingsSchema.safeParse(result.settings).success).toBe(true);
  });

  it('refuses with the field and the rule the API and the import apply', () => {
    expect(settingsOfDraft(draft({ value: '150' })).errors).toEqual({
      value: 'promo.rule.percent-at-most-100',
    });
    expect(
      settingsOfDraft(draft({ startsAt: '2026-12-31T10:00', endsAt: '2026-12-01T10:00' })).errors,
    ).toEqual({ endsAt: 'promo.rule.ends-after-start' });
    expect(settingsOfDraft(draft({ value: '0' })).errors).toEqual({ value: 'promo.error.percent' });
    expect(settingsOfDraft(draft({ kind: 'FIXED', value: '0' })).errors).toEqual({
      value: 'promo.error.amount',
    });
    expect(settingsOfDraft(draft({ minOrderAmount: '12.345' })).errors).toEqual({
      minOrderAmount: 'promo.error.amount',
    });
    expect(settingsOfDraft(draft({ deliveryTypes: [] })).errors).toEqual({
      deliveryTypes: 'promo.error.delivery-types',
    });
    expect(settingsOfDraft(draft({ allRestos: false, restoIds: [] })).errors).toEqual({
      restoIds: 'promo.error.restos',
    });
    expect(settingsOfDraft(draft({ hoursFrom: '11:00' })).errors).toEqual({ hoursTo: 'promo.error.hours' });
    expect(settingsOfDraft(draft({ usageLimit: '-1' })).errors).toEqual({ usageLimit: 'promo.error.count' });
  });

  it('reads a stored code back as the same settings', () => {
    const stored: OfficePromoCode = {
      code: 'LUNCH',
      active: false,
      restoIds: [201, 203] as OfficePromoCode['restoIds'],
      deliveryTypes: ['TAKE_AWAY'],
      kind: 'FIXED',
      value: 15050,
      minOrderAmount: 100000,
      maxDiscountAmount: null,
      startsAt: new Date(2026, 11, 1, 9, 30).toISOString(),
      endsAt: new Date(2026, 11, 31, 23, 0).toISOString(),
      hours: { from: '11:00', to: '16:00' },
      usageLimit: 50,
      perPersonLimit: 1,
      usedCount: 7,
      discountsGiven: [{ currency: 'RUB', amount: 105350 }],
    };
    const { code: _code, usedCount: _used, discountsGiven: _given, ...settings } = stored;
    expect(settingsOfDraft(draftOf(stored)).settings).toEqual(settings);
  });
});

describe('the code, the batch and its file', () => {
  it('checks the code and the batch size as the API does', () => {
    expect(codeProblem('Sushi-15')).toBeNull();
    expect(codeProblem('суши')).toBe('promo.error.code');
    expect(codeProblem('A'.repeat(41))).toBe('promo.error.code');
    expect(batchCountProblem('1000')).toBeNull();
    expect(batchCountProblem('1001')).toBe('promo.error.batch-count');
    expect(batchCountProblem('2.5')).toBe('promo.error.batch-count');
  });

  it('parses amounts with either decimal mark', () => {
    expect([parseAmount('150'), parseAmount('99.5'), parseAmount('99,05'), parseAmount('abc')]).toEqual([
      15000,
      9950,
      9905,
      undefined,
    ]);
  });

  it("writes a batch's file one code a line under a header", () => {
    const codes = ['FLYER-ABCD2345', 'FLYER-XYZW6789'];
    expect(
      csvOf(
        ['code'],
        codes.map((code) => [code]),
      ),
    ).toBe('code\r\nFLYER-ABCD2345\r\nFLYER-XYZW6789\r\n');
  });
});

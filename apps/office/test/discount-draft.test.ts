// The automatic discount form's checks: a draft becomes the API's settings, or the fields' problems.
import { describe, expect, it } from 'vitest';
import { discountSettingsSchema, type OfficeDiscount } from '@nori/contract';
import {
  discountDraftOf,
  discountSettingsOf,
  emptyDiscountDraft,
  type DiscountDraft,
} from '../src/discounts/discount-draft';

const draft = (change: Partial<DiscountDraft>): DiscountDraft => ({
  ...emptyDiscountDraft(),
  name: 'Обед',
  value: '10',
  ...change,
});

describe('discountSettingsOf', () => {
  it('makes settings the API accepts, and reads a stored discount back to the same', () => {
    const stored: OfficeDiscount = {
      id: 7,
      name: 'Обед −150 ₽',
      active: false,
      kind: 'FIXED',
      value: 15000,
      deliveryTypes: ['TAKE_AWAY'],
      restoIds: [201] as OfficeDiscount['restoIds'],
      hours: { from: '11:00', to: '16:00' },
    };
    const { settings } = discountSettingsOf(discountDraftOf(stored));
    const { id: _id, ...expected } = stored;
    expect(settings).toEqual(expected);
    expect(discountSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('refuses with each field its problem', () => {
    expect(discountSettingsOf(draft({ name: '  ' })).errors).toEqual({ name: 'discount.error.name' });
    expect(discountSettingsOf(draft({ value: '101' })).errors).toEqual({
      value: 'promo.rule.percent-at-most-100',
    });
    expect(discountSettingsOf(draft({ kind: 'FIXED', value: 'abc' })).errors).toEqual({
      value: 'promo.error.amount',
    });
    expect(discountSettingsOf(draft({ deliveryTypes: [], hoursTo: '16:00' })).errors).toEqual({
      deliveryTypes: 'promo.error.delivery-types',
      hoursTo: 'promo.error.hours',
    });
  });
});

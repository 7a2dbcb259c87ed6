import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_MIN,
  COMMENT_MAX,
  shouldAutocomplete,
  validateCheckoutSignIn,
  validateDeliveryAddress,
  validateFreeText,
  validatePickupPoint,
} from '../../src/validation';

describe('validateFreeText', () => {
  it('allows 100 characters in comments and address fields and refuses 101', () => {
    expect(COMMENT_MAX).toBe(100);
    expect(validateFreeText('')).toBeNull();
    expect(validateFreeText('к'.repeat(100))).toBeNull();
    expect(validateFreeText('к'.repeat(101))).toBe('validation.text.tooLong');
  });
});

describe('shouldAutocomplete', () => {
  it('starts from three characters', () => {
    expect(AUTOCOMPLETE_MIN).toBe(3);
    expect(shouldAutocomplete('Ле')).toBe(false);
    expect(shouldAutocomplete('  Ле  ')).toBe(false);
    expect(shouldAutocomplete('Лен')).toBe(true);
  });
});

describe('validateDeliveryAddress', () => {
  it('asks for an address when there is none', () => {
    expect(validateDeliveryAddress({ text: '', hasLocation: false, inZone: null })).toBe(
      'validation.address.required',
    );
  });

  it('asks to choose from the list or the map when the text was only typed', () => {
    expect(validateDeliveryAddress({ text: 'Невский 1', hasLocation: false, inZone: null })).toBe(
      'validation.address.chooseFromList',
    );
  });

  it('refuses a place outside every delivery zone and accepts one inside', () => {
    expect(validateDeliveryAddress({ text: 'Невский 1', hasLocation: true, inZone: false })).toBe(
      'validation.address.outOfZone',
    );
    expect(validateDeliveryAddress({ text: 'Невский 1', hasLocation: true, inZone: true })).toBeNull();
  });
});

describe('validatePickupPoint', () => {
  it('says when there are no pickup points, or none is chosen', () => {
    expect(validatePickupPoint(null, 0)).toBe('validation.pickupPoint.noneAvailable');
    expect(validatePickupPoint(null, 2)).toBe('validation.pickupPoint.required');
    expect(validatePickupPoint(7, 2)).toBeNull();
  });
});

describe('checkout rules', () => {
  it('requires sign-in to check out', () => {
    expect(validateCheckoutSignIn(false)).toBe('validation.checkout.signInRequired');
    expect(validateCheckoutSignIn(true)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  ERROR_CATALOGUE,
  ERROR_CODES,
  PROMO_CODE_ERROR_CODES,
  catalogueEntry,
  errorMessageKey,
  isErrorCode,
  storefrontReaction,
} from '../../src/errors';

/** The six codes of a restaurant that does not take a pay type for a delivery type, as spec §8 spells them. */
const PAY_MODE_CODES = [
  'doesnt-support-delivery-online-pay',
  'doesnt-support-delivery-card-pay',
  'doesnt-support-delivery-cash-pay',
  'doesnt-support-takeaway-online',
  'doesnt-support-takeaway-card-pay',
  'doesnt-support-takeaway-cash-pay',
];

describe('ERROR_CODES', () => {
  it('spells the six pay-mode codes exactly as spec §8 does', () => {
    expect(ERROR_CODES).toMatchObject({
      deliveryOnlinePayUnsupported: PAY_MODE_CODES[0],
      deliveryCardPayUnsupported: PAY_MODE_CODES[1],
      deliveryCashPayUnsupported: PAY_MODE_CODES[2],
      takeAwayOnlinePayUnsupported: PAY_MODE_CODES[3],
      takeAwayCardPayUnsupported: PAY_MODE_CODES[4],
      takeAwayCashPayUnsupported: PAY_MODE_CODES[5],
    });
  });

  it('spells the preflight, promo, sign-in and generic codes exactly', () => {
    expect(ERROR_CODES).toMatchObject({
      orderSumNotEnough: 'delivery.order-sum-not-enough.range',
      orderSumTooMuch: 'delivery.order-sum-too-much.range',
      positionNotFoundInResto: 'person-order.position-not-found-in-resto',
      promoCodeHourNotActive: 'promo-code.hour-not-active',
      restoNotTakingOrders: 'resto.not-taking-orders',
      smsCodeAlreadySent: 'sign-in.code-already-sent',
      tokenInvalid: 'token.invalid',
      requestFailed: 'common.request-failed',
    });
    expect(PROMO_CODE_ERROR_CODES).toHaveLength(9);
    expect(new Set(Object.values(ERROR_CODES)).size).toBe(Object.values(ERROR_CODES).length);
  });

  it('recognises only catalogued codes', () => {
    expect(isErrorCode('promo-code.not-found')).toBe(true);
    expect(isErrorCode('promo_code.not-found')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe('storefrontReaction', () => {
  it('follows spec §8 for the preflight codes', () => {
    expect(storefrontReaction('delivery.order-sum-not-enough.range')).toBe('ignore');
    expect(storefrontReaction('delivery.order-sum-too-much.range')).toBe('show');
    expect(storefrontReaction('person-order.position-not-found-in-resto')).toBe('fail');
    expect(storefrontReaction('person-order.position-not-available')).toBe('show');
    expect(storefrontReaction('person-order.modifier-invalid')).toBe('show');
    expect(storefrontReaction('promo-code.invalid-delivery-type')).toBe('clearPromoCode');
    expect(storefrontReaction('resto.not-taking-orders')).toBe('dayOffDialog');
  });

  it('clears the message for every pay-mode code', () => {
    for (const code of PAY_MODE_CODES) expect(storefrontReaction(code), code).toBe('clearMessage');
  });

  it('shows promo code messages and resolves quietly, except an invalid delivery type', () => {
    const quiet = PROMO_CODE_ERROR_CODES.filter((code) => code !== 'promo-code.invalid-delivery-type');
    expect(quiet).toHaveLength(8);
    for (const code of quiet) expect(storefrontReaction(code), code).toBe('showAndResolve');
  });

  it('shows (and rethrows) any other code, known or not', () => {
    expect(storefrontReaction('sign-in.wrong-code')).toBe('show');
    expect(storefrontReaction('kitchen.on-fire')).toBe('show');
    expect(storefrontReaction(null)).toBe('show');
  });
});

describe('message keys and statuses', () => {
  it("keys promo codes under 'error.code.promo_code.<name>'", () => {
    expect(errorMessageKey('promo-code.not-found')).toBe('error.code.promo_code.not-found');
    expect(errorMessageKey('promo-code.invalid-delivery-type')).toBe(
      'error.code.promo_code.invalid-delivery-type',
    );
    expect(errorMessageKey('sign-in.wrong-code')).toBe('error.code.sign-in.wrong-code');
  });

  it('has no key for unknown codes, so the server message is shown as is', () => {
    expect(errorMessageKey('kitchen.on-fire')).toBeNull();
    expect(catalogueEntry('kitchen.on-fire')).toBeNull();
  });

  it('gives every code an HTTP error status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.httpStatus, code).toBeGreaterThanOrEqual(400);
      expect(entry.httpStatus, code).toBeLessThan(600);
    }
    expect(catalogueEntry('token.invalid')?.httpStatus).toBe(401);
    expect(catalogueEntry('common.unavailable')?.httpStatus).toBe(503);
  });
});

import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n';
import { decideOffers, earnNotice, offerNotice } from '../../src/loyalty';
import { loyaltyMessages } from '../../src/loyalty/messages';
import { LOCALES } from '../../src/types';
import { rules } from './fixtures';

// 750 ₽ of dishes: 20 % = 150 bonuses against a 100 ₽ code.
const offer = {
  deliveryType: 'DELIVERY' as const,
  goodsAmount: 75_000,
  promoCodeDiscount: 10_000,
  balance: 1000,
};
const ru = createTranslator(loyaltyMessages, 'ru');

describe('what the cart says about the choice', () => {
  it("names the better option and both amounts: 'Бонусами выгоднее: −150 ₽ вместо −100 ₽ по промокоду'", () => {
    const notice = offerNotice(decideOffers(rules(), { ...offer, choice: 'BEST' }), 'RUB');
    expect(notice && ru(notice).replace(/\u00a0/g, ' ')).toBe(
      'Бонусами выгоднее: −150 ₽ вместо −100 ₽ по промокоду',
    );
  });

  it('says the customer switched when the order takes the other option', () => {
    const switched = offerNotice(decideOffers(rules(), { ...offer, choice: 'PROMO_CODE' }), 'RUB');
    expect(switched?.key).toBe('loyalty.codeChosen');
    const codeBetter = offerNotice(
      decideOffers(rules(), { ...offer, promoCodeDiscount: 20_000, choice: 'BEST' }),
      'RUB',
    );
    expect(codeBetter?.key).toBe('loyalty.codeBetter');
  });

  it('says nothing when there is nothing to choose', () => {
    expect(
      offerNotice(decideOffers(rules(), { ...offer, promoCodeDiscount: 0, choice: 'BEST' }), 'RUB'),
    ).toBeNull();
    expect(offerNotice(decideOffers(rules(), { ...offer, balance: 0, choice: 'BEST' }), 'RUB')).toBeNull();
  });

  it('tells a guest what signing in would earn, in every language', () => {
    expect(ru(earnNotice(56, true)!)).toBe('За заказ начислим 56 бонусов');
    expect(ru(earnNotice(1, false)!)).toBe('Войдите — и за этот заказ начислим 1 бонус');
    expect(earnNotice(0, true)).toBeNull();
    for (const locale of LOCALES)
      expect(Object.keys(loyaltyMessages[locale]).sort()).toEqual(Object.keys(loyaltyMessages.ru).sort());
    expect(createTranslator(loyaltyMessages, 'en')(earnNotice(2, true)!)).toBe('This order earns 2 bonuses');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideOffers, OFFER_CHOICES, PROMO_CODE_STACKING, type OfferInput } from '../../src/loyalty';
import { rules } from './fixtures';

const input = (overrides: Partial<OfferInput> = {}): OfferInput => ({
  deliveryType: 'DELIVERY',
  goodsAmount: 100_000,
  promoCodeDiscount: 10_000,
  balance: 1000,
  choice: 'BEST',
  ...overrides,
});

describe('a promo code and bonuses', () => {
  it('returns both options and takes bonuses when they save more (no stacking)', () => {
    // 20 % cap of 1 000 ₽ = 200 bonuses = −200 ₽ against −100 ₽ by the code.
    const decision = decideOffers(rules(), input());
    expect(decision).toMatchObject({
      promoCode: { discount: 10_000 },
      bonuses: { bonuses: 200, amount: 20_000 },
      recommended: 'BONUSES',
      taken: 'BONUSES',
      promoCodeDiscount: 0,
      bonusesSpent: 200,
      bonusPayment: 20_000,
    });
  });

  it('takes the code when it saves more, and on a tie (the balance stays)', () => {
    expect(decideOffers(rules(), input({ promoCodeDiscount: 30_000 })).taken).toBe('PROMO_CODE');
    expect(decideOffers(rules(), input({ promoCodeDiscount: 20_000 })).taken).toBe('PROMO_CODE');
  });

  it('lets the customer switch to the other option', () => {
    const toCode = decideOffers(rules(), input({ choice: 'PROMO_CODE' }));
    expect(toCode).toMatchObject({
      recommended: 'BONUSES',
      taken: 'PROMO_CODE',
      promoCodeDiscount: 10_000,
      bonusPayment: 0,
    });
    const toBonuses = decideOffers(rules(), input({ promoCodeDiscount: 30_000, choice: 'BONUSES' }));
    expect(toBonuses).toMatchObject({ taken: 'BONUSES', promoCodeDiscount: 0, bonusesSpent: 200 });
  });

  it('stacks: the code first, bonuses capped on what is left', () => {
    const decision = decideOffers(rules({ stacking: 'STACK' }), input());
    expect(decision).toMatchObject({
      taken: 'BOTH',
      promoCodeDiscount: 10_000,
      bonusesSpent: 180,
      bonusPayment: 18_000,
    });
    expect(decideOffers(rules({ stacking: 'STACK' }), input({ choice: 'PROMO_CODE' }))).toMatchObject({
      taken: 'PROMO_CODE',
      bonusesSpent: 0,
    });
  });

  it('spends bonuses without a code, or none when switched off, a guest or another order type', () => {
    expect(decideOffers(rules(), input({ promoCodeDiscount: 0 })).taken).toBe('BONUSES');
    expect(decideOffers(rules(), input({ promoCodeDiscount: 0, choice: 'PROMO_CODE' })).taken).toBe('NONE');
    expect(decideOffers(rules(), input({ balance: 0 })).taken).toBe('PROMO_CODE');
    expect(decideOffers(rules({ deliveryTypes: ['TAKE_AWAY'] }), input()).bonuses).toBeNull();
    expect(decideOffers(null, input()).taken).toBe('PROMO_CODE');
  });

  it('under every rule and choice: never takes what the rule forbids, and BEST is the larger saving', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROMO_CODE_STACKING),
        fc.constantFrom(...OFFER_CHOICES),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 100 }),
        (stacking, choice, goodsAmount, promoCodeDiscount, balance, spendCapPercent) => {
          const chain = rules({ stacking, spendCapPercent });
          const offer = input({ goodsAmount, promoCodeDiscount, balance, choice });
          const decision = decideOffers(chain, offer);
          if (stacking === 'EXCLUSIVE') expect(decision.taken).not.toBe('BOTH');
          expect(decision.promoCodeDiscount + decision.bonusPayment).toBeLessThanOrEqual(goodsAmount);
          expect(decision.bonusesSpent).toBeLessThanOrEqual(balance);
          expect(decision.bonusPayment * 100).toBeLessThanOrEqual(goodsAmount * spendCapPercent);
          if (choice !== 'BEST') return;
          const best = decideOffers(chain, offer);
          const saving = best.promoCodeDiscount + best.bonusPayment;
          for (const other of OFFER_CHOICES) {
            const alternative = decideOffers(chain, { ...offer, choice: other });
            expect(saving).toBeGreaterThanOrEqual(alternative.promoCodeDiscount + alternative.bonusPayment);
          }
        },
      ),
    );
  });
});

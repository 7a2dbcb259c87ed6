// Issue 41: the delivery tier — its price and time, the minimum and the maximum — is chosen by what
// the customer pays for the dishes after the automatic discount, the promo code and the bonus
// payment, in the preflight and when the order is placed. A cart without offers is priced as before.
// The zone (order-chain.ts): 200 ₽ from 1 000 ₽, free from 2 000 ₽, nothing from 10 000 ₽.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { orderLifeApp, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH, orderChain, PHILADELPHIA, SOY_SAUCE } from '../orders/order-chain';
import { deliveryCart, errorCode, orderDraft, post } from '../orders/requests';
import { CHAIN_RULES, chainTenantId, grantBonuses } from './loyalty-helpers';

const line = (id: number, count: number, price: number) => ({
  id,
  count,
  name: 'любое',
  price,
  sum: price * count,
  modifiers: [],
});
/** 4 × Филадельфия and 4 soy sauces: 2 116 ₽, the free tier; 20 % in bonuses is 423 ₽. */
const FREE_TIER_CART = [line(PHILADELPHIA, 4, 49900), line(SOY_SAUCE, 4, 3000)];
/** 21 × Филадельфия: 10 479 ₽, at or above the zone's maximum; 20 % in bonuses is 2 095 ₽. */
const ABOVE_MAXIMUM_CART = [line(PHILADELPHIA, 21, 49900)];

describe('delivery tiers counted after the discount, the promo code and bonuses', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  beforeAll(async () => {
    const chain = orderChain();
    chain.tenant.loyalty = CHAIN_RULES;
    ({ t } = await orderLifeApp({}, chain));
    customer = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    await grantBonuses(t, await chainTenantId(t), customer.personId, 3000);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const preflight = (body: Record<string, unknown>, who: SignedInPerson | null = customer) =>
    who === null
      ? post(t, '/1/persons/orders/preflight', { ...deliveryCart(), ...body })
      : post(t, `/1/persons/${who.personId}/orders/preflight`, { ...deliveryCart(), ...body }, who.headers);
  const place = (overrides: Record<string, unknown>) =>
    post(t, `/api/v1/persons/${customer.personId}/orders`, orderDraft(overrides), customer.headers);

  it('prices a cart without offers as before: the tier of its dishes', async () => {
    const small = await preflight({ bonuses: 'PROMO_CODE' });
    expect(small.body).toMatchObject({ deliveryPrice: 20000, deliveryTime: 60, total: 132800 });
    expect(small.body.tierAmount).toBe(112800);
    const large = await preflight({ positions: FREE_TIER_CART }, null);
    expect(large.body).toMatchObject({
      deliveryPrice: 0,
      deliveryTime: 45,
      total: 211600,
      tierAmount: 211600,
    });
    const tooLarge = await preflight({ positions: ABOVE_MAXIMUM_CART }, null);
    expect([tooLarge.status, errorCode(tooLarge)]).toEqual([422, 'delivery.order-sum-too-much.range']);
  });

  it('refuses a cart above the minimum whose amount after the promo code is below it', async () => {
    // 1 128 ₽ − MINUS300's 300 ₽ = 828 ₽: below the 1 000 ₽ minimum.
    const refused = await preflight({ promoCode: 'MINUS300' }, null);
    expect([refused.status, errorCode(refused)]).toEqual([422, 'delivery.order-sum-not-enough.range']);
    const order = await place({ promoCode: 'MINUS300' });
    expect([order.status, errorCode(order)]).toEqual([422, 'delivery.order-sum-not-enough.range']);
    // WELCOME's 10 % leaves 1 015.20 ₽: still the 200 ₽ tier, counted on that amount.
    const kept = await preflight({ promoCode: 'WELCOME' }, null);
    expect(kept.body).toMatchObject({ deliveryPrice: 20000, total: 101520 + 20000, tierAmount: 101520 });
  });

  it('spends bonuses down to the minimum, never below it, in the preflight and in the order', async () => {
    // 20 % of 1 128 ₽ would be 225 ₽ and leave 903 ₽, which the zone refuses: 128 ₽ leave 1 000 ₽.
    for (const bonuses of ['BEST', 'BONUSES']) {
      const priced = await preflight({ bonuses });
      expect(priced.status).toBe(200);
      expect(priced.body).toMatchObject({
        deliveryPrice: 20000,
        total: 100000 + 20000,
        tierAmount: 100000,
        loyalty: { taken: 'BONUSES', bonusOption: { bonuses: 128, amount: 12800 }, bonusPayment: 12800 },
      });
    }
    const order = await place({ bonuses: 'BONUSES' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ deliveryPrice: 20000, bonusPayment: 12800, total: 120000 });
  });

  it('spends nothing on a cart already below the minimum: the zone refuses it as before', async () => {
    const small = [line(PHILADELPHIA, 1, 49900)];
    const refused = await preflight({ positions: small, bonuses: 'BEST' });
    expect([refused.status, errorCode(refused)]).toEqual([422, 'delivery.order-sum-not-enough.range']);
  });

  it('charges the tier the amount after bonuses reaches, in the preflight and in the order', async () => {
    // 2 116 ₽ − 423 ₽ in bonuses = 1 693 ₽: the 200 ₽ tier, not the free one.
    const priced = await preflight({ positions: FREE_TIER_CART, bonuses: 'BEST' });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({
      deliveryPrice: 20000,
      deliveryTime: 60,
      total: 169300 + 20000,
      tierAmount: 169300,
      loyalty: { taken: 'BONUSES', bonusPayment: 42300 },
    });
    expect(priced.body.positions.at(-1)).toMatchObject({
      specials: ['DELIVERY_PRICE'],
      payableAmount: 20000,
    });
    const order = await place({ positions: FREE_TIER_CART, bonuses: 'BEST' });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ deliveryPrice: 20000, bonusPayment: 42300, total: 169300 + 20000 });
  });

  it('takes a cart above the maximum that bonuses bring below it, in the free tier', async () => {
    // 10 479 ₽ − 2 095 ₽ in bonuses = 8 384 ₽.
    const priced = await preflight({ positions: ABOVE_MAXIMUM_CART, bonuses: 'BEST' });
    expect(priced.status).toBe(200);
    expect(priced.body).toMatchObject({ deliveryPrice: 0, total: 838400, tierAmount: 838400 });
  });
});

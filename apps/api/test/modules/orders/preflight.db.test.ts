// The anonymous preflight (POST /1/persons/orders/preflight): server prices, discounts, promo codes
// and the delivery line; every refusal of spec §8 it can give.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import {
  DAY_OFF_RESTO,
  MONDAY_LUNCH,
  NO_PAYMENT_RESTO,
  OUTSIDE,
  PHILADELPHIA,
  orderChain,
} from './order-chain';
import { deliveryCart, errorCode, post, takeAwayCart } from './requests';

const URL = '/1/persons/orders/preflight';

describe('anonymous preflight', () => {
  let t: TestApp;
  let now = MONDAY_LUNCH;
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    await t.app.catalogAdmin.importCatalog(orderChain());
  });
  afterAll(() => t.close());
  const preflight = (body: unknown) => post(t, URL, body);

  it('prices a delivery cart from the catalog and adds the DELIVERY_PRICE line', async () => {
    const response = await preflight(deliveryCart());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      positions: [
        { id: 1, specials: [], payableAmount: 109800, discounts: [], promoCodes: [], sum: 109800 },
        { id: 2, specials: [], payableAmount: 3000, discounts: [], promoCodes: [], sum: 3000 },
        {
          id: 0,
          specials: ['DELIVERY_PRICE'],
          payableAmount: 20000,
          discounts: [],
          promoCodes: [],
          sum: 20000,
        },
      ],
      promoCode: null,
      promoCodeMaxDiscountAmount: null,
      promoCodeMinOrderAmount: null,
      total: 132800,
      discount: 0,
      deliveryPrice: 20000,
      deliveryTime: 60,
      tierAmount: 112800,
    });
  });

  it('ignores a tampered client price and sum', async () => {
    const cart = deliveryCart();
    cart.positions[0] = {
      ...cart.positions[0]!,
      price: 1,
      sum: 2,
      modifiers: [{ id: 1, count: 1, price: 0 }],
    };
    const response = await preflight(cart);
    expect(response.body.positions[0]).toMatchObject({ sum: 109800, payableAmount: 109800 });
    expect(response.body.total).toBe(132800);
  });

  it('delivers free from 2 000 ₽ (the next tier)', async () => {
    const cart = deliveryCart();
    cart.positions[1] = { ...cart.positions[1]!, count: 31 };
    const response = await preflight(cart);
    expect(response.body).toMatchObject({ deliveryPrice: 0, deliveryTime: 45, total: 109800 + 93000 });
  });

  it('applies WELCOME: 10% from 1 000 ₽, spread over the lines, and tells its limits', async () => {
    const response = await preflight({ ...deliveryCart(), promoCode: 'welcome' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      promoCode: 'WELCOME',
      promoCodeMaxDiscountAmount: 50000,
      promoCodeMinOrderAmount: 100000,
      discount: 11280,
      total: 112800 - 11280 + 20000,
    });
    expect(response.body.positions.slice(0, 2)).toEqual([
      expect.objectContaining({ payableAmount: 98820, promoCodes: [{ code: 'WELCOME', calculated: 10980 }] }),
      expect.objectContaining({ payableAmount: 2700, promoCodes: [{ code: 'WELCOME', calculated: 300 }] }),
    ]);
  });

  it('caps WELCOME at 500 ₽ off and holds it without a discount below 1 000 ₽', async () => {
    const big = deliveryCart();
    big.positions[0] = { ...big.positions[0]!, count: 12 };
    expect((await preflight({ ...big, promoCode: 'WELCOME' })).body.discount).toBe(50000);

    const small = { ...takeAwayCart(), positions: [{ ...takeAwayCart().positions[0]!, count: 1 }] };
    const response = await preflight({ ...small, promoCode: 'WELCOME' });
    expect(response.body).toMatchObject({ promoCode: 'WELCOME', promoCodeMinOrderAmount: 100000 });
    expect(response.body.positions[0].promoCodes).toEqual([]);
  });

  it('takes the automatic take-away discount first and the promo code off the rest', async () => {
    const response = await preflight({ ...takeAwayCart(), promoCode: 'WELCOME' });
    expect(response.body.positions).toEqual([
      {
        id: 3,
        specials: [],
        sum: 119400,
        discounts: [{ id: 1, name: 'Самовывоз −10%', calculated: 11940 }],
        promoCodes: [{ code: 'WELCOME', calculated: 10746 }],
        payableAmount: 96714,
      },
    ]);
    expect(response.body).toMatchObject({ total: 96714, discount: 22686, deliveryPrice: null });
  });

  it('gives the take-away discount only in its hours (11:00–16:00)', async () => {
    now = new Date('2026-03-02T14:00:00.000Z'); // 17:00 in the resto
    try {
      expect((await preflight(takeAwayCart())).body).toMatchObject({ discount: 0, total: 119400 });
    } finally {
      now = MONDAY_LUNCH;
    }
  });

  describe('refusals (spec §8)', () => {
    const refusal = async (body: unknown) => {
      const response = await preflight(body);
      return { status: response.status, code: errorCode(response) };
    };

    it('person-order.too-large: dishes beyond a million in the currency (they once overflowed the order)', async () => {
      const line = takeAwayCart().positions[0]!;
      const huge = {
        ...takeAwayCart(),
        positions: Array.from({ length: 200 }, () => ({ ...line, count: 999 })),
      };
      expect(await refusal(huge)).toEqual({ status: 422, code: 'person-order.too-large' });
      // 5 × 999 × 199 ₽ = 994 005 ₽: just under the bound, priced as usual.
      const large = {
        ...takeAwayCart(),
        positions: Array.from({ length: 5 }, () => ({ ...line, count: 999 })),
      };
      expect((await preflight(large)).status).toBe(200);
    });

    it("person-order.position-not-found-in-resto: another menu's or an unknown position", async () => {
      const wrongMenu = { ...deliveryCart(), positions: takeAwayCart().positions };
      expect(await refusal(wrongMenu)).toEqual({
        status: 422,
        code: 'person-order.position-not-found-in-resto',
      });
      const unknown = deliveryCart();
      unknown.positions[1] = { ...unknown.positions[1]!, id: 999 };
      expect((await refusal(unknown)).code).toBe('person-order.position-not-found-in-resto');
    });

    it('person-order.position-not-available: outside its time slot', async () => {
      now = new Date('2026-03-02T14:00:00.000Z'); // Monday 17:00: Филадельфия sells 11:00–16:00
      try {
        expect(await refusal(deliveryCart())).toEqual({
          status: 422,
          code: 'person-order.position-not-available',
        });
      } finally {
        now = MONDAY_LUNCH;
      }
    });

    it('person-order.modifier-invalid: an unknown modifier or more than its maximum', async () => {
      const unknown = deliveryCart();
      unknown.positions[0] = { ...unknown.positions[0]!, modifiers: [{ id: 99, count: 1, price: 0 }] };
      expect(await refusal(unknown)).toEqual({ status: 422, code: 'person-order.modifier-invalid' });
      const tooMany = deliveryCart();
      tooMany.positions[0] = { ...tooMany.positions[0]!, modifiers: [{ id: 1, count: 3, price: 5000 }] };
      expect((await refusal(tooMany)).code).toBe('person-order.modifier-invalid');
      const onSoy = deliveryCart();
      onSoy.positions[1] = { ...onSoy.positions[1]!, modifiers: [{ id: 1, count: 1, price: 5000 }] };
      expect((await refusal(onSoy)).code).toBe('person-order.modifier-invalid');
    });

    it('delivery.address-out-of-zone', async () => {
      expect(await refusal({ ...deliveryCart(), location: OUTSIDE })).toEqual({
        status: 422,
        code: 'delivery.address-out-of-zone',
      });
    });

    it('delivery.order-sum-not-enough.range below 1 000 ₽ and delivery.order-sum-too-much.range from 10 000 ₽', async () => {
      const small = deliveryCart();
      small.positions = [{ ...small.positions[0]!, count: 1, modifiers: [] }];
      expect(await refusal(small)).toEqual({ status: 422, code: 'delivery.order-sum-not-enough.range' });
      const large = deliveryCart();
      large.positions = [
        { ...large.positions[0]!, count: 20, modifiers: [] },
        { ...large.positions[1]!, count: 1 },
      ];
      expect(await refusal(large)).toEqual({ status: 422, code: 'delivery.order-sum-too-much.range' });
    });

    it('the six pay-mode codes when the resto does not take the pay type', async () => {
      const at = (deliveryType: 'DELIVERY' | 'TAKE_AWAY', payType: string) => ({
        ...(deliveryType === 'DELIVERY' ? deliveryCart() : takeAwayCart()),
        restoId: NO_PAYMENT_RESTO,
        payType,
      });
      const codes = await Promise.all(
        [
          at('DELIVERY', 'CARD_ONLINE'),
          at('DELIVERY', 'CARD_UPON_RECEIPT'),
          at('DELIVERY', 'CASH_UPON_RECEIPT'),
          at('TAKE_AWAY', 'CARD_ONLINE'),
          at('TAKE_AWAY', 'CARD_UPON_RECEIPT'),
          at('TAKE_AWAY', 'CASH_UPON_RECEIPT'),
        ].map(async (body) => (await refusal(body)).code),
      );
      expect(codes).toEqual([
        'doesnt-support-delivery-online-pay',
        'doesnt-support-delivery-card-pay',
        'doesnt-support-delivery-cash-pay',
        'doesnt-support-takeaway-online',
        'doesnt-support-takeaway-card-pay',
        'doesnt-support-takeaway-cash-pay',
      ]);
      // The fixture resto takes cash for take-away but no online payment.
      expect((await refusal({ ...takeAwayCart(), payType: 'CARD_ONLINE' })).code).toBe(
        'doesnt-support-takeaway-online',
      );
      expect((await preflight({ ...takeAwayCart(), payType: 'CASH_UPON_RECEIPT' })).status).toBe(200);
    });

    it('resto.not-taking-orders on a day off and when closed, for the day-off dialog', async () => {
      expect(await refusal({ ...takeAwayCart(), restoId: DAY_OFF_RESTO })).toEqual({
        status: 409,
        code: 'resto.not-taking-orders',
      });
      now = new Date('2026-03-02T20:30:00.000Z'); // 23:30, after closing at 23:00
      try {
        expect((await refusal(takeAwayCart())).code).toBe('resto.not-taking-orders');
      } finally {
        now = MONDAY_LUNCH;
      }
    });

    it('every promo-code rule', async () => {
      const codes: Record<string, string> = {
        NOSUCHCODE: 'promo-code.not-found',
        BAUMANA15: 'promo-code.not-found-for-resto',
        FIRST100: 'promo-code.limit-exceed',
        NEWYEAR2028: 'promo-code.before-start',
        SUMMER2025: 'promo-code.after-finish',
        PICKUP7: 'promo-code.invalid-delivery-type',
        OLDSITE: 'promo-code.not-active',
        NIGHT: 'promo-code.hour-not-active',
      };
      for (const [promoCode, code] of Object.entries(codes)) {
        expect(await refusal({ ...deliveryCart(), promoCode }), promoCode).toEqual({ status: 422, code });
      }
      expect((await preflight({ ...takeAwayCart(), promoCode: 'PICKUP7' })).status).toBe(200);
    });

    it('an unknown resto is 404 and a delivery without a location is 400', async () => {
      expect(await refusal({ ...deliveryCart(), restoId: 77 })).toEqual({
        status: 404,
        code: 'common.not-found',
      });
      const { location: _location, ...noLocation } = deliveryCart();
      expect(await refusal(noLocation)).toEqual({ status: 400, code: 'common.bad-request' });
      expect((await refusal({ ...deliveryCart(), positions: [] })).status).toBe(400);
    });
  });

  it('answers one line per requested line, in request order, then the delivery line', async () => {
    const cart = deliveryCart();
    cart.positions.reverse();
    const response = await preflight(cart);
    expect(response.body.positions.map((line: { id: number }) => line.id)).toEqual([2, PHILADELPHIA, 0]);
    expect(response.body.total).toBe(132800);
  });
});

// Property tests over random carts sent to the real preflight: the server's total equals an
// integer oracle written from the fixture's prices and rules, discounts never exceed the sums, no
// amount is negative, and the per-line amounts add up to the total.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { INSIDE, MISO, MONDAY_LUNCH, PHILADELPHIA, RESTO, SOY_SAUCE, SPICY, orderChain } from './order-chain';
import { post } from './requests';

type Line = { id: number; count: number; spicy: number };
type Cart = { deliveryType: 'DELIVERY' | 'TAKE_AWAY'; lines: Line[]; promoCode: string | null };
type Answer = {
  positions: {
    sum: number;
    payableAmount: number;
    discounts: { calculated: number }[];
    promoCodes: { calculated: number }[];
  }[];
  total: number;
  discount: number;
};

const PRICES: Record<number, number> = { [PHILADELPHIA]: 49900, [SOY_SAUCE]: 3000, [MISO]: 19900 };
const SPICY_PRICE = 5000;

const deliveryLine = fc.oneof(
  fc.record({
    id: fc.constant(PHILADELPHIA),
    count: fc.integer({ min: 1, max: 12 }),
    spicy: fc.integer({ min: 0, max: 2 }),
  }),
  fc.record({ id: fc.constant(SOY_SAUCE), count: fc.integer({ min: 1, max: 60 }), spicy: fc.constant(0) }),
);
const missoLine = fc.record({
  id: fc.constant(MISO),
  count: fc.integer({ min: 1, max: 40 }),
  spicy: fc.constant(0),
});
const promoCode = fc.constantFrom(null, 'WELCOME', 'MINUS300');
const cart: fc.Arbitrary<Cart> = fc.oneof(
  fc.record({
    deliveryType: fc.constant('DELIVERY' as const),
    lines: fc.array(deliveryLine, { minLength: 1, maxLength: 6 }),
    promoCode,
  }),
  fc.record({
    deliveryType: fc.constant('TAKE_AWAY' as const),
    lines: fc.array(missoLine, { minLength: 1, maxLength: 3 }),
    promoCode,
  }),
);

/** The fixture's rules, written out by hand in whole-cart integer arithmetic. */
function oracle({ deliveryType, lines, promoCode }: Cart): { total: number } | { code: string } {
  const subtotal = lines.reduce(
    (sum, line) => sum + (PRICES[line.id]! + line.spicy * SPICY_PRICE) * line.count,
    0,
  );
  // 'Самовывоз −10%' applies at Monday lunch.
  const discount = deliveryType === 'TAKE_AWAY' ? Math.floor(subtotal / 10) : 0;
  let promo = 0;
  if (promoCode === 'WELCOME' && subtotal >= 100000)
    promo = Math.min(Math.floor((subtotal - discount) / 10), 50000);
  if (promoCode === 'MINUS300' && subtotal >= 100000) promo = Math.min(30000, subtotal - discount);
  // The tier counts what the dishes cost after the discount and the code (issue 41).
  const dishes = subtotal - discount - promo;
  let delivery = 0;
  if (deliveryType === 'DELIVERY') {
    if (dishes < 100000) return { code: 'delivery.order-sum-not-enough.range' };
    if (dishes >= 1_000_000) return { code: 'delivery.order-sum-too-much.range' };
    delivery = dishes < 200000 ? 20000 : 0;
  }
  return { total: dishes + delivery };
}

const requestOf = ({ deliveryType, lines, promoCode }: Cart) => ({
  deliveryType,
  restoId: RESTO,
  promoCode,
  ...(deliveryType === 'DELIVERY' && { address: 'Город, ул. Ленина, 10', location: INSIDE }),
  positions: lines.map((line) => ({
    id: line.id,
    count: line.count,
    name: 'любое',
    price: 1,
    sum: 1,
    modifiers: line.spicy > 0 ? [{ id: SPICY, count: line.spicy, price: 0 }] : [],
  })),
});

describe('preflight properties over random carts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
  });
  afterAll(() => t.close());

  it('matches the integer oracle and keeps every amount whole, non-negative and summing up', async () => {
    await fc.assert(
      fc.asyncProperty(cart, async (sample) => {
        const response = await post(t, '/1/persons/orders/preflight', requestOf(sample));
        const expected = oracle(sample);
        if ('code' in expected) {
          expect(response.body.errors[0].code).toBe(expected.code);
          return;
        }
        expect(response.status).toBe(200);
        const answer = response.body as Answer;
        expect(answer.total).toBe(expected.total);
        let payable = 0;
        let taken = 0;
        for (const line of answer.positions) {
          const lineTaken = [...line.discounts, ...line.promoCodes].reduce(
            (sum, item) => sum + item.calculated,
            0,
          );
          expect(lineTaken).toBeLessThanOrEqual(line.sum);
          expect(line.payableAmount).toBe(line.sum - lineTaken);
          expect(Math.min(line.payableAmount, lineTaken)).toBeGreaterThanOrEqual(0);
          payable += line.payableAmount;
          taken += lineTaken;
        }
        expect(payable).toBe(answer.total);
        expect(taken).toBe(answer.discount);
      }),
      { numRuns: 120 },
    );
  });
});

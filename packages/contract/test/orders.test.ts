import { describe, expect, it } from 'vitest';
import {
  createOrder,
  DELIVERY_PRICE_SPECIAL,
  orderDraftSchema,
  preflightRequestSchema,
  preflightResultSchema,
} from '../src';
import { positionLineExample } from './fixtures';

const takeAway = { deliveryType: 'TAKE_AWAY', restoId: 7, positions: [positionLineExample] };
const delivery = {
  deliveryType: 'DELIVERY',
  restoId: 7,
  positions: [positionLineExample],
  address: 'Москва, Арбат, 10',
  location: { lat: 55.752, lng: 37.592 },
};

describe('preflight request', () => {
  it('accepts a take-away cart without a pay type or promo code', () => {
    expect(preflightRequestSchema.safeParse(takeAway).success).toBe(true);
  });

  it('needs a location for delivery', () => {
    expect(preflightRequestSchema.safeParse(delivery).success).toBe(true);
    const { location: _location, ...noLocation } = delivery;
    expect(preflightRequestSchema.safeParse(noLocation).success).toBe(false);
  });

  it('rejects an empty cart, a zero count and a fractional price', () => {
    expect(preflightRequestSchema.safeParse({ ...takeAway, positions: [] }).success).toBe(false);
    expect(
      preflightRequestSchema.safeParse({ ...takeAway, positions: [{ ...positionLineExample, count: 0 }] })
        .success,
    ).toBe(false);
    expect(
      preflightRequestSchema.safeParse({ ...takeAway, positions: [{ ...positionLineExample, price: 590.5 }] })
        .success,
    ).toBe(false);
  });

  it('rejects a delivery type the spec does not offer', () => {
    expect(preflightRequestSchema.safeParse({ ...takeAway, deliveryType: 'TABLE' }).success).toBe(false);
  });
});

describe('preflight result', () => {
  it('carries the delivery price on the DELIVERY_PRICE line', () => {
    const result = preflightResultSchema.parse({
      positions: [
        {
          id: 11,
          specials: [],
          payableAmount: 118000,
          discounts: [{ name: 'Скидка', calculated: 10000 }],
          promoCodes: [],
          sum: 128000,
        },
        {
          id: 0,
          specials: [DELIVERY_PRICE_SPECIAL],
          payableAmount: 20000,
          discounts: [],
          promoCodes: [],
          sum: 20000,
        },
      ],
      promoCode: null,
      promoCodeMaxDiscountAmount: null,
      promoCodeMinOrderAmount: null,
      total: 138000,
      discount: 10000,
      deliveryPrice: 20000,
      deliveryTime: 60,
    });
    const deliveryLine = result.positions.find((line) => line.specials.includes(DELIVERY_PRICE_SPECIAL));
    expect(deliveryLine?.payableAmount).toBe(20000);
  });
});

describe('order draft (spec §5 limits)', () => {
  const draft = {
    deliveryType: 'DELIVERY',
    payType: 'CARD_ONLINE',
    restoId: 7,
    positions: [positionLineExample],
    place: { address: 'Москва, Арбат, 10', apartment: '12', location: { lat: 55.752, lng: 37.592 } },
    comment: 'Без лука',
    person: { email: 'anna@example.com', name: 'Анна', phone: '+79991234567' },
    personCount: 2,
    promoCode: null,
  };

  it('accepts a delivery order', () => {
    expect(orderDraftSchema.safeParse(draft).success).toBe(true);
  });

  it('takes a name of 50 characters and refuses 51', () => {
    const named = (name: string) => ({ ...draft, person: { ...draft.person, name } });
    expect(orderDraftSchema.safeParse(named('я'.repeat(50))).success).toBe(true);
    expect(orderDraftSchema.safeParse(named('я'.repeat(51))).success).toBe(false);
  });

  it('takes comment and address fields of 100 characters and refuses 101', () => {
    expect(orderDraftSchema.safeParse({ ...draft, comment: 'к'.repeat(100) }).success).toBe(true);
    expect(orderDraftSchema.safeParse({ ...draft, comment: 'к'.repeat(101) }).success).toBe(false);
    const withIntercom = (intercom: string) => ({ ...draft, place: { ...draft.place, intercom } });
    expect(orderDraftSchema.safeParse(withIntercom('1'.repeat(100))).success).toBe(true);
    expect(orderDraftSchema.safeParse(withIntercom('1'.repeat(101))).success).toBe(false);
  });

  it('needs a place for delivery but not for take-away', () => {
    expect(orderDraftSchema.safeParse({ ...draft, place: null }).success).toBe(false);
    expect(orderDraftSchema.safeParse({ ...draft, deliveryType: 'TAKE_AWAY', place: null }).success).toBe(
      true,
    );
  });

  it('defaults the person count to 1 and refuses a bad email', () => {
    const { personCount: _count, ...withoutCount } = draft;
    expect(orderDraftSchema.parse(withoutCount).personCount).toBe(1);
    const badEmail = { ...draft, person: { ...draft.person, email: 'anna@' } };
    expect(orderDraftSchema.safeParse(badEmail).success).toBe(false);
  });

  it('is placed with an optional Idempotency-Key header', () => {
    expect(createOrder.headers.safeParse({}).success).toBe(true);
    expect(createOrder.headers.safeParse({ 'idempotency-key': 'checkout-1a2b3c4d' }).success).toBe(true);
  });
});

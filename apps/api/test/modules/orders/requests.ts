// Request bodies and calls shared by the order tests.
import type { TestApp } from '../../helpers/test-app';
import { INSIDE, MISO, PHILADELPHIA, RESTO, SOY_SAUCE, SPICY } from './order-chain';

/** 2 × Филадельфия with Спайси (2 × 549 ₽) and a soy sauce (30 ₽): 1 128 ₽, the 200 ₽ tier. */
export const deliveryCart = () => ({
  deliveryType: 'DELIVERY' as const,
  restoId: RESTO,
  address: 'Город, ул. Ленина, 10',
  location: INSIDE,
  positions: [
    {
      id: PHILADELPHIA,
      count: 2,
      name: 'Филадельфия',
      price: 49900,
      sum: 109800,
      modifiers: [{ id: SPICY, count: 1, price: 5000 }],
    },
    { id: SOY_SAUCE, count: 1, name: 'Соевый соус', price: 3000, sum: 3000, modifiers: [] },
  ],
});

/** 6 × Мисо for take-away: 1 194 ₽. */
export const takeAwayCart = () => ({
  deliveryType: 'TAKE_AWAY' as const,
  restoId: RESTO,
  positions: [{ id: MISO, count: 6, name: 'Мисо', price: 19900, sum: 119400, modifiers: [] }],
});

export const orderDraft = (overrides: Record<string, unknown> = {}) => {
  const { address, location, ...cart } = deliveryCart();
  return {
    ...cart,
    payType: 'CASH_UPON_RECEIPT',
    place: { address, apartment: '12', entrance: '2', floor: '5', intercom: '12K', location },
    comment: 'Без лука',
    person: { email: 'anna@example.com', name: 'Анна', phone: '+79991234567' },
    personCount: 2,
    promoCode: null,
    ...overrides,
  };
};

export async function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: response.statusCode, body: response.json() };
}

export async function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
}

export const errorCode = (response: { body: { errors?: { code: string }[] } }) =>
  response.body.errors?.[0]?.code;

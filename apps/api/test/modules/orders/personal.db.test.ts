// The personal calls: a bearer token is required, another person's id is 403 on every one, and
// the personal preflight counts the person's own promo-code uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, orderChain } from './order-chain';
import { deliveryCart, errorCode, get, orderDraft, post } from './requests';

describe('personal order calls', () => {
  let t: TestApp;
  let anna: SignedInPerson;
  let boris: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
    anna = await signInTestPerson(t, { firstName: 'Анна' }, { now: MONDAY_LUNCH });
    boris = await signInTestPerson(t, { firstName: 'Борис' }, { now: MONDAY_LUNCH });
  });
  afterAll(() => t.close());

  const calls = (personId: number) => [
    { method: 'POST', url: `/1/persons/${personId}/orders/preflight`, payload: deliveryCart() },
    { method: 'POST', url: `/api/v1/persons/${personId}/orders`, payload: orderDraft() },
    { method: 'GET', url: `/api/v1/persons/${personId}/orders` },
    { method: 'GET', url: `/api/v1/persons/${personId}/orders/1` },
  ];

  it("answers 403 'auth.forbidden' for another person's id on every personal call", async () => {
    for (const call of calls(boris.personId)) {
      const response = await t.app.inject({
        ...call,
        method: call.method as 'GET' | 'POST',
        headers: anna.headers,
      });
      expect({ url: call.url, status: response.statusCode, code: response.json().errors?.[0]?.code }).toEqual(
        {
          url: call.url,
          status: 403,
          code: 'auth.forbidden',
        },
      );
    }
  });

  it("answers 401 'token.invalid' without a bearer token", async () => {
    for (const call of calls(anna.personId)) {
      const response = await t.app.inject({ ...call, method: call.method as 'GET' | 'POST' });
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json().errors[0].code).toBe('token.invalid');
    }
  });

  it('prices the personal preflight like the anonymous one', async () => {
    const personal = await post(
      t,
      `/1/persons/${anna.personId}/orders/preflight`,
      deliveryCart(),
      anna.headers,
    );
    const anonymous = await post(t, '/1/persons/orders/preflight', deliveryCart());
    expect(personal).toEqual(anonymous);
    expect(personal.body.total).toBe(132800);
  });

  it('refuses WELCOME with promo-code.person-limit-exceed once the person used it', async () => {
    const preflight = () =>
      post(
        t,
        `/1/persons/${anna.personId}/orders/preflight`,
        { ...deliveryCart(), promoCode: 'WELCOME' },
        anna.headers,
      );
    expect((await preflight()).body.promoCode).toBe('WELCOME');

    const order = await post(
      t,
      `/api/v1/persons/${anna.personId}/orders`,
      orderDraft({ promoCode: 'WELCOME' }),
      anna.headers,
    );
    expect(order.status).toBe(201);
    expect(order.body.promoCode).toBe('WELCOME');

    const again = await preflight();
    expect({ status: again.status, code: errorCode(again) }).toEqual({
      status: 422,
      code: 'promo-code.person-limit-exceed',
    });
    const secondOrder = await post(
      t,
      `/api/v1/persons/${anna.personId}/orders`,
      orderDraft({ promoCode: 'WELCOME' }),
      anna.headers,
    );
    expect(errorCode(secondOrder)).toBe('promo-code.person-limit-exceed');
    // A guest is not limited per person, and Boris has not used it.
    expect(
      (await post(t, '/1/persons/orders/preflight', { ...deliveryCart(), promoCode: 'WELCOME' })).status,
    ).toBe(200);
    const boris1 = await post(
      t,
      `/1/persons/${boris.personId}/orders/preflight`,
      { ...deliveryCart(), promoCode: 'WELCOME' },
      boris.headers,
    );
    expect(boris1.status).toBe(200);
  });

  it("never shows one person's order to another", async () => {
    const { body } = await post(t, `/api/v1/persons/${anna.personId}/orders`, orderDraft(), anna.headers);
    const foreign = await get(t, `/api/v1/persons/${boris.personId}/orders/${body.id}`, boris.headers);
    expect({ status: foreign.status, code: errorCode(foreign) }).toEqual({
      status: 404,
      code: 'common.not-found',
    });
    expect((await get(t, `/api/v1/persons/${boris.personId}/orders`, boris.headers)).body.content).toEqual(
      [],
    );
  });
});

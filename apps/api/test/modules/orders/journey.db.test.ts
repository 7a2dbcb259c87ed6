// The whole checkout over HTTP, as the storefront runs it: a guest's preflight, sign-in by SMS code
// (development inbox), the personal preflight with a promo code, the order, and the order in the
// person's list with the server's totals; the profile then prefills the next checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, personSchema, preflightResultSchema, tokenSetSchema } from '@nori/contract';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { requestCode, signIn } from '../sign-in/phone-requests';
import { MONDAY_LUNCH, orderChain } from './order-chain';
import { deliveryCart, get, orderDraft, post } from './requests';

const PHONE = '+79991234567';

describe('checkout journey over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
  });
  afterAll(() => t.close());

  it('guest preflight → SMS sign-in → personal preflight with WELCOME → order → the order in the list', async () => {
    const guest = await post(t, '/1/persons/orders/preflight', deliveryCart());
    expect(guest.status).toBe(200);
    expect(preflightResultSchema.parse(guest.body).total).toBe(132800);

    expect((await requestCode(t, PHONE)).statusCode).toBe(202);
    const inbox = await get(t, '/dev/sms-inbox');
    const text: string = inbox.body.messages.find(
      (message: { phone: string }) => message.phone === PHONE,
    ).text;
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    const tokens = tokenSetSchema.parse((await signIn(t, PHONE, code)).json());
    const headers = { authorization: `Bearer ${tokens.accessToken}` };
    const me = personSchema.parse((await get(t, '/api/v1/me', headers)).body);

    const personal = await post(
      t,
      `/1/persons/${me.id}/orders/preflight`,
      { ...deliveryCart(), promoCode: 'WELCOME', payType: 'CARD_UPON_RECEIPT' },
      headers,
    );
    expect(personal.status).toBe(200);
    const priced = preflightResultSchema.parse(personal.body);
    expect(priced).toMatchObject({
      promoCode: 'WELCOME',
      discount: 11280,
      deliveryPrice: 20000,
      total: 121520,
    });

    const placed = await post(
      t,
      `/api/v1/persons/${me.id}/orders`,
      orderDraft({ promoCode: 'WELCOME', payType: 'CARD_UPON_RECEIPT' }),
      { ...headers, 'idempotency-key': 'journey-checkout-1' },
    );
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order).toMatchObject({
      status: 'NEW',
      total: priced.total,
      discount: priced.discount,
      deliveryPrice: 20000,
      promoCode: 'WELCOME',
    });

    const list = await get(t, `/api/v1/persons/${me.id}/orders`, headers);
    expect(list.status).toBe(200);
    expect(list.body.content).toEqual([placed.body]);

    const profile = personSchema.parse((await get(t, '/api/v1/me', headers)).body);
    expect(profile.deliveries[0]).toEqual({ email: 'anna@example.com', personName: 'Анна', phone: PHONE });
  });
});

// The payment sandbox switched off (production's default; issue 20, finding 3): restaurants
// whose engine is SANDBOX offer no online payment, in the catalog and in pricing, and the page
// where customers could approve their own payments does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/test-app';
import { RESTO } from '../orders/order-chain';
import { deliveryCart, errorCode, get, post } from '../orders/requests';
import { orderLifeApp, placeOrder, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import type { SignedInPerson } from '../../helpers/sign-in';

describe('with the payment sandbox off', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  beforeAll(async () => {
    ({ t, customer } = await orderLifeApp({
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        payments: { publicUrl: '', yookassa: undefined, demoRestoApiKey: undefined, sandbox: false },
      },
    }));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('offers no online payment where the restaurant pays through the sandbox', async () => {
    const resto = await get(t, `/1/p/restos/${RESTO}`);
    expect(resto.status).toBe(200);
    expect(resto.body.payEngine).toBe('SANDBOX');
    expect(resto.body.payConfig.delivery).toMatchObject({ cardOnline: '', cashUponReceipt: true });
    expect(resto.body.payConfig.takeAway.cardOnline).toBe('');

    const { body, status } = await post(t, '/1/persons/orders/preflight', {
      ...deliveryCart(),
      payType: 'CARD_ONLINE',
    });
    expect(status).toBe(422);
    expect(errorCode({ body })).toBe('doesnt-support-delivery-online-pay');
    const placed = await placeOrder(t, customer, 'CARD_ONLINE');
    expect(placed.status).toBe(422);
    // Paying on receipt works as before.
    expect((await placeOrder(t, customer, 'CASH_UPON_RECEIPT')).status).toBe(201);
  });

  it('has no sandbox payment page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/sandbox/00000000-0000-4000-8000-000000000000',
    });
    expect(page.statusCode).toBe(404);
  });
});

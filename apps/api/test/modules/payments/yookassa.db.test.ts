// The YooKassa engine end to end against a local server that speaks its API: a CARD_ONLINE order
// creates one payment (idempotence key from the order) and redirects to its confirmation URL;
// notifications only trigger a read-back, whose amount, currency and order must be ours; timeouts
// are retried with the same key, so nothing is ever charged twice.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@nori/contract';
import { findOutboxRows } from '../../../src/modules/order-life/repositories/order-outbox';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { orderChain } from '../orders/order-chain';
import { errorCode, get, orderDraft, post } from '../orders/requests';
import { orderLifeApp, placeOrder, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { SECRET_KEY, SHOP_ID, startYookassaServer, type YookassaServer } from './yookassa-server';

const PUBLIC_URL = 'https://shop.example';

describe('YooKassa payments', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let yookassa: YookassaServer;
  beforeAll(async () => {
    yookassa = await startYookassaServer();
    const chain = orderChain();
    for (const resto of chain.restos) resto.payEngine = 'YOOKASSA';
    ({ t, customer } = await orderLifeApp(
      {
        config: {
          logLevel: 'silent',
          corsOrigins: [],
          payments: {
            publicUrl: PUBLIC_URL,
            yookassa: { shopId: SHOP_ID, secretKey: SECRET_KEY, url: yookassa.url },
            demoRestoApiKey: undefined,
            sandbox: false,
          },
        },
        // Long enough for a loaded test machine; the hung requests below still time out.
        orderLife: { yookassa: { timeoutMs: 4000, retryDelayMs: 10, attempts: 3 } },
      },
      chain,
    ));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await yookassa.close();
  });
  beforeEach(() => {
    yookassa.intercept = null;
  });

  const notify = (event: string, id: string) =>
    post(t, '/api/v1/payments/yookassa/notifications', { type: 'notification', event, object: { id } });
  const readOrder = async (orderId: number): Promise<Order> =>
    orderSchema.parse(
      (await get(t, `/api/v1/persons/${customer.personId}/orders/${orderId}`, customer.headers)).body,
    );
  const paymentOf = (order: Order) => {
    const payment = [...yookassa.payments.values()].find((p) => p.metadata.order_id === String(order.id));
    if (!payment) throw new Error(`No YooKassa payment for order ${order.id}`);
    return payment;
  };

  it('creates the payment with the order as its idempotence key and sends the customer to confirm it', async () => {
    const { status, order } = await placeOrder(t, customer, 'CARD_ONLINE');
    expect(status).toBe(201);
    expect(order.status).toBe('AWAITING_PAYMENT');
    const payment = paymentOf(order);
    expect(order.paymentUrl).toBe(payment.confirmation.confirmation_url);
    const create = yookassa.creates.at(-1);
    expect(create?.key).toBe(`nori-order-${order.id}`);
    expect(create?.body).toMatchObject({
      amount: { value: '1328.00', currency: 'RUB' },
      capture: true,
      confirmation: { type: 'redirect', return_url: `${PUBLIC_URL}/orders/${order.id}` },
      metadata: { order_id: String(order.id) },
    });
  });

  it('moves the order to PAID once however many times the notification comes, and queues it for the restaurant once', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    const payment = paymentOf(order);
    expect(await findOutboxRows(t.database.db, order.id)).toEqual([]);
    payment.status = 'succeeded';
    for (let delivered = 0; delivered < 10; delivered += 1)
      expect((await notify('payment.succeeded', payment.id)).status).toBe(200);
    const paid = await readOrder(order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.paymentUrl).toBeNull();
    expect(paid.statusHistory.map((change) => change.status)).toEqual(['NEW', 'AWAITING_PAYMENT', 'PAID']);
    expect(await findOutboxRows(t.database.db, order.id)).toHaveLength(1);
  });

  it('moves a declined (canceled) payment to PAYMENT_FAILED and sends nothing to the restaurant', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    const payment = paymentOf(order);
    payment.status = 'canceled';
    await notify('payment.canceled', payment.id);
    expect((await readOrder(order.id)).status).toBe('PAYMENT_FAILED');
    expect(await findOutboxRows(t.database.db, order.id)).toEqual([]);
  });

  it('ignores a forged notification: the read-back still says pending, or disagrees on amount or order', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    const payment = paymentOf(order);
    expect((await notify('payment.succeeded', payment.id)).status).toBe(200);
    expect((await readOrder(order.id)).status).toBe('AWAITING_PAYMENT');

    yookassa.override.set(payment.id, { status: 'succeeded', amount: { value: '1.00', currency: 'RUB' } });
    await notify('payment.succeeded', payment.id);
    yookassa.override.set(payment.id, { status: 'succeeded', amount: { value: '1328.00', currency: 'EUR' } });
    await notify('payment.succeeded', payment.id);
    yookassa.override.set(payment.id, { status: 'succeeded', metadata: { order_id: '999999' } });
    await notify('payment.succeeded', payment.id);
    expect((await readOrder(order.id)).status).toBe('AWAITING_PAYMENT');

    expect((await notify('payment.succeeded', 'not-our-payment')).status).toBe(200);
    expect(yookassa.reads).not.toContain('not-our-payment');
  });

  it('retries a create that times out with the same idempotence key: one payment, one order', async () => {
    let hung = 0;
    yookassa.intercept = (request) => request.method === 'POST' && ++hung <= 2;
    const before = yookassa.payments.size;
    const { status, order } = await placeOrder(t, customer, 'CARD_ONLINE');
    expect(status).toBe(201);
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(yookassa.payments.size).toBe(before + 1);
    expect(yookassa.creates.at(-1)?.key).toBe(`nori-order-${order.id}`);
  });

  it("answers 503 'payment.unavailable' after bounded retries; the same Idempotency-Key later pays the same order", async () => {
    yookassa.intercept = (request, response) => {
      if (request.method !== 'POST') return false;
      response.writeHead(500).end();
      return true;
    };
    const key = 'yookassa-down-checkout';
    const url = `/api/v1/persons/${customer.personId}/orders`;
    const body = orderDraft({ payType: 'CARD_ONLINE' });
    const down = await post(t, url, body, { ...customer.headers, 'idempotency-key': key });
    expect({ status: down.status, code: errorCode(down) }).toEqual({
      status: 503,
      code: 'payment.unavailable',
    });

    yookassa.intercept = null;
    const retried = await post(t, url, body, { ...customer.headers, 'idempotency-key': key });
    expect(retried.status).toBe(201);
    const order = orderSchema.parse(retried.body);
    expect(order.status).toBe('AWAITING_PAYMENT');
    const keys = yookassa.creates.filter((create) => create.key === `nori-order-${order.id}`);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(
      [...yookassa.payments.values()].filter((p) => p.metadata.order_id === String(order.id)),
    ).toHaveLength(1);
  });

  it('answers 503 to a notification it cannot check, so YooKassa sends it again', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    const payment = paymentOf(order);
    payment.status = 'succeeded';
    yookassa.intercept = (request, response) => {
      if (request.method !== 'GET') return false;
      response.writeHead(503).end();
      return true;
    };
    expect((await notify('payment.succeeded', payment.id)).status).toBe(503);
    expect((await readOrder(order.id)).status).toBe('AWAITING_PAYMENT');
    yookassa.intercept = null;
    expect((await notify('payment.succeeded', payment.id)).status).toBe(200);
    expect((await readOrder(order.id)).status).toBe('PAID');
  });
});

// Rejecting an order paid through YooKassa refunds it (issue 37), against a local server that speaks
// YooKassa's API: POST /v3/refunds with Basic auth, an Idempotence-Key from the order and the
// payment's id and amount. The refund is queued with the rejection and survives an engine that is
// down: the worker tries again, with the same key, until YooKassa answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRefund } from '../../../src/modules/desk/repositories/refund-repository';
import { orderChain, RESTO } from '../orders/order-chain';
import { SETUP_TIMEOUT_MS, placeOrder } from '../order-life/order-life-helpers';
import { SECRET_KEY, SHOP_ID, startYookassaServer, type YookassaServer } from '../payments/yookassa-server';
import { deskAppConfig, deskStaff, officeHeaders, type DeskStaff, type DeskTestApp } from './desk-helpers';
import { deskTestApp } from './desk-helpers';
import { post } from '../orders/requests';

describe('refunds of rejected orders paid through YooKassa', () => {
  let d: DeskTestApp;
  let yookassa: YookassaServer;
  let manager: DeskStaff;
  beforeAll(async () => {
    yookassa = await startYookassaServer();
    const chain = orderChain();
    for (const resto of chain.restos) resto.payEngine = 'YOOKASSA';
    d = await deskTestApp({
      config: deskAppConfig({
        payments: {
          publicUrl: 'https://shop.example',
          yookassa: { shopId: SHOP_ID, secretKey: SECRET_KEY, url: yookassa.url },
          demoRestoApiKey: undefined,
          sandbox: false,
        },
      }),
      orderLife: { yookassa: { timeoutMs: 4000, retryDelayMs: 10, attempts: 2 } },
    });
    await d.t.app.catalogAdmin.importCatalog(chain);
    manager = await deskStaff(d, 'MANAGER', [RESTO]);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await d.t.close();
    await yookassa.close();
  });

  /** A CARD_ONLINE order YooKassa says is paid, notified as YooKassa does. */
  const paidOrder = async () => {
    const { order } = await placeOrder(d.t, d.customer, 'CARD_ONLINE');
    const payment = [...yookassa.payments.values()].find((p) => p.metadata.order_id === String(order.id));
    if (!payment) throw new Error('No YooKassa payment');
    payment.status = 'succeeded';
    await post(d.t, '/api/v1/payments/yookassa/notifications', {
      type: 'notification',
      event: 'payment.succeeded',
      object: { id: payment.id },
    });
    return { order, payment };
  };
  const reject = (orderId: number) =>
    d.t.app.inject({
      method: 'POST',
      url: `/api/v1/office/restos/${RESTO}/desk/orders/${orderId}/reject`,
      headers: officeHeaders(manager),
      payload: { reason: 'ADDRESS_UNREACHABLE' },
    });

  it('asks YooKassa for the whole amount back with the order as the idempotence key', async () => {
    const { order, payment } = await paidOrder();
    expect((await reject(order.id)).statusCode).toBe(200);
    expect(await d.t.app.desk.refunds.runOnce()).toBe(1);
    expect(yookassa.refundRequests.at(-1)).toEqual({
      key: `nori-refund-${order.id}`,
      body: { payment_id: payment.id, amount: { value: '1328.00', currency: 'RUB' } },
    });
    const refund = await findRefund(d.t.database.db, order.id);
    expect(refund).toMatchObject({ state: 'succeeded', engine: 'YOOKASSA', amount: order.total });
    expect(yookassa.refunds.get(refund?.providerRefundId ?? '')?.payment_id).toBe(payment.id);
    // Nothing more is sent.
    expect(await d.t.app.desk.refunds.runOnce()).toBe(0);
    expect(yookassa.refundRequests.filter((r) => r.key === `nori-refund-${order.id}`)).toHaveLength(1);
  });

  it('keeps a refund YooKassa could not take, and sends it again with the same key', async () => {
    const { order } = await paidOrder();
    yookassa.intercept = (request, response) => {
      if (request.url !== '/v3/refunds') return false;
      response.writeHead(500).end();
      return true;
    };
    expect((await reject(order.id)).statusCode).toBe(200);
    expect(await d.t.app.desk.refunds.runOnce()).toBe(0);
    const waiting = await findRefund(d.t.database.db, order.id);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting?.lastError).toContain('500');

    yookassa.intercept = null;
    // Due again after the first retry delay (2 s on the app's clock).
    d.clock.ms += 3000;
    expect(await d.t.app.desk.refunds.runOnce()).toBe(1);
    expect((await findRefund(d.t.database.db, order.id))?.state).toBe('succeeded');
    expect(yookassa.refundRequests.at(-1)?.key).toBe(`nori-refund-${order.id}`);
  });

  it('queues no refund for an order paid on receipt', async () => {
    const { order } = await placeOrder(d.t, d.customer, 'CASH_UPON_RECEIPT');
    expect((await reject(order.id)).statusCode).toBe(200);
    expect(await findRefund(d.t.database.db, order.id)).toBeUndefined();
  });
});

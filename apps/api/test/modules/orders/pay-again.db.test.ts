// Paying again for an order whose online payment was declined (issue 19): a new online payment
// for the same order, or payment on receipt, which sends the order to the kitchen at once.
// Anything else is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '@nori/contract';
import { findOutboxRows } from '../../../src/modules/order-life/repositories/order-outbox';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH } from './order-chain';
import { errorCode, get, post } from './requests';
import {
  decideOnSandboxPage,
  orderLifeApp,
  placeOrder,
  SETUP_TIMEOUT_MS,
} from '../order-life/order-life-helpers';

describe('paying again after a declined payment', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  beforeAll(async () => {
    ({ t, customer } = await orderLifeApp());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const decide = (paymentUrl: string, decision: 'approve' | 'decline') =>
    decideOnSandboxPage(t, paymentUrl, decision);
  const payAgain = (order: Order, payType: string, person = customer) =>
    post(t, `/api/v1/persons/${person.personId}/orders/${order.id}/payment`, { payType }, person.headers);
  const readOrder = async (orderId: number) =>
    orderSchema.parse(
      (await get(t, `/api/v1/persons/${customer.personId}/orders/${orderId}`, customer.headers)).body,
    );
  let declinedPaymentUrl = '';
  const declinedOrder = async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    declinedPaymentUrl = order.paymentUrl ?? '';
    expect((await decide(declinedPaymentUrl, 'decline')).statusCode).toBe(303);
    return readOrder(order.id);
  };

  it('starts a new online payment for the same order, once however often it is asked', async () => {
    const declined = await declinedOrder();
    expect(declined.status).toBe('PAYMENT_FAILED');
    const again = await payAgain(declined, 'CARD_ONLINE');
    expect(again.status).toBe(200);
    const order = orderSchema.parse(again.body);
    expect(order).toMatchObject({ id: declined.id, number: declined.number, status: 'AWAITING_PAYMENT' });
    expect(order.paymentUrl).toMatch(/^\/api\/v1\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(order.paymentUrl).not.toBe(declinedPaymentUrl);
    // A second tap finds the payment already open.
    const twice = await payAgain(declined, 'CARD_ONLINE');
    expect(twice.status).toBe(409);
    expect(errorCode(twice)).toBe('order.invalid-transition');
    expect(await findOutboxRows(t.database.db, order.id)).toEqual([]);

    expect((await decide(order.paymentUrl ?? '', 'approve')).statusCode).toBe(303);
    const paid = await readOrder(order.id);
    expect(paid.status).toBe('PAID');
    expect(paid.statusHistory.map((change) => change.status)).toEqual([
      'NEW',
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
      'AWAITING_PAYMENT',
      'PAID',
    ]);
    // The kitchen hears of it once, when it is paid: the order as written, its whole history too.
    const queued = await findOutboxRows(t.database.db, order.id);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.payload).toEqual({ event: 'order.placed', order: paid });
    // The declined payment's page cannot bring the order back.
    await decide(declinedPaymentUrl, 'approve');
    expect((await readOrder(order.id)).status).toBe('PAID');
  });

  it('switches to payment on receipt: the order starts over as NEW and goes to the kitchen', async () => {
    const declined = await declinedOrder();
    const again = await payAgain(declined, 'CASH_UPON_RECEIPT');
    expect(again.status).toBe(200);
    const order = orderSchema.parse(again.body);
    expect(order).toMatchObject({ status: 'NEW', payType: 'CASH_UPON_RECEIPT', paymentUrl: null });
    const [queued] = await findOutboxRows(t.database.db, order.id);
    expect(queued?.event).toBe('order.placed');
    expect(queued?.payload).toMatchObject({ order: { payType: 'CASH_UPON_RECEIPT', status: 'NEW' } });
    // The message is the order as the customer reads it: the same row, the same history.
    const read = await readOrder(order.id);
    expect(read.statusHistory.map((change) => change.status)).toEqual([
      'NEW',
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
      'NEW',
    ]);
    expect(queued?.payload).toEqual({ event: 'order.placed', order: read });
  });

  it('refuses orders that are not waiting for a new payment, other people, and unknown pay types', async () => {
    const { order: cash } = await placeOrder(t, customer, 'CASH_UPON_RECEIPT');
    const notFailed = await payAgain(cash, 'CARD_ONLINE');
    expect(notFailed.status).toBe(409);
    expect(errorCode(notFailed)).toBe('order.invalid-transition');

    const declined = await declinedOrder();
    const stranger = await signInTestPerson(t, { firstName: 'Борис' }, { now: MONDAY_LUNCH });
    expect((await payAgain(declined, 'CARD_ONLINE', stranger)).status).toBe(404);
    expect((await payAgain(declined, 'BITCOIN')).status).toBe(400);
    expect((await readOrder(declined.id)).status).toBe('PAYMENT_FAILED');
  });
});

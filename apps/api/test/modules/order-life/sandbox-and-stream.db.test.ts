// The sandbox engine and the live status stream together, over a real socket: a CARD_ONLINE
// order awaits payment on the test page; the customer's stream (opened with a ticket) shows the
// status at once, then PAID after approval and ACCEPTED when the restaurant's system moves it.
// Declining gives PAYMENT_FAILED; a second decision changes nothing; bad tickets are 401.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, orderStatusTicketSchema, type Order } from '@nori/contract';
import type { SignedInPerson } from '../../helpers/sign-in';
import { signInTestPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import { errorCode, get, post } from '../orders/requests';
import {
  decideOnSandboxPage,
  orderLifeApp,
  placeOrder,
  restoHeaders,
  SETUP_TIMEOUT_MS,
} from './order-life-helpers';

/** Reads server-sent events from a fetch response, one `status` event at a time. */
function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function nextStatus(): Promise<string> {
    for (;;) {
      const match = /event: status\ndata: (.*)\n\n/.exec(buffer);
      if (match) {
        buffer = buffer.slice((match.index ?? 0) + match[0].length);
        return JSON.parse(match[1] ?? '{}').status;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('The stream ended');
      buffer += value;
    }
  };
}

describe('sandbox payment and the live order status', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let base: string;
  let apiKey: string;
  let clock = MONDAY_LUNCH.getTime();
  beforeAll(async () => {
    ({ t, customer } = await orderLifeApp({ now: () => new Date(clock) }));
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const ticketFor = async (order: Order, person = customer) => {
    const answer = await post(
      t,
      `/api/v1/persons/${person.personId}/orders/${order.id}/status-ticket`,
      {},
      person.headers,
    );
    return { status: answer.status, body: answer.body };
  };
  const decide = (paymentUrl: string, decision: 'approve' | 'decline') =>
    decideOnSandboxPage(t, paymentUrl, decision);
  const readOrder = async (orderId: number) =>
    orderSchema.parse(
      (await get(t, `/api/v1/persons/${customer.personId}/orders/${orderId}`, customer.headers)).body,
    );

  it('shows a test page, pays on approval and streams each change live', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    expect(order.status).toBe('AWAITING_PAYMENT');
    expect(order.paymentUrl).toMatch(/^\/api\/v1\/payments\/sandbox\/[0-9a-f-]{36}$/);
    const paymentUrl = order.paymentUrl ?? '';

    // In the storefront's language: its cookie here; Russian without one (the next test).
    const page = await t.app.inject({ method: 'GET', url: paymentUrl, headers: { cookie: 'app_locale=en' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment');
    expect(page.body).toContain('no money is charged');
    expect(page.body).toContain(`Order No. ${order.number}`);

    const ticket = orderStatusTicketSchema.parse((await ticketFor(order)).body).ticket;
    const controller = new AbortController();
    const stream = await fetch(
      `${base}/api/v1/orders/${order.id}/status-events?ticket=${encodeURIComponent(ticket)}`,
      {
        signal: controller.signal,
      },
    );
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const nextStatus = eventReader(stream);
    expect(await nextStatus()).toBe('AWAITING_PAYMENT');

    const approved = await decide(paymentUrl, 'approve');
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/orders/${order.id}`);
    expect(await nextStatus()).toBe('PAID');

    const moved = await post(
      t,
      `/api/v1/restos/${RESTO}/orders/${order.id}/status`,
      { status: 'ACCEPTED' },
      restoHeaders(apiKey),
    );
    expect(moved.status).toBe(200);
    expect(await nextStatus()).toBe('ACCEPTED');
    controller.abort();

    expect((await decide(paymentUrl, 'decline')).statusCode).toBe(303);
    expect((await readOrder(order.id)).status).toBe('ACCEPTED');
  });

  it('fails the payment on decline, and the page then says it was processed', async () => {
    const { order } = await placeOrder(t, customer, 'CARD_ONLINE');
    const paymentUrl = order.paymentUrl ?? '';
    expect((await decide(paymentUrl, 'decline')).statusCode).toBe(303);
    expect((await readOrder(order.id)).status).toBe('PAYMENT_FAILED');
    await decide(paymentUrl, 'approve');
    const after = await readOrder(order.id);
    expect(after.status).toBe('PAYMENT_FAILED');
    expect(after.statusHistory.map((change) => change.status)).toEqual([
      'NEW',
      'AWAITING_PAYMENT',
      'PAYMENT_FAILED',
    ]);
    const page = await t.app.inject({ method: 'GET', url: paymentUrl });
    expect(page.body).toContain('Этот платёж уже обработан.');
    expect(page.body).not.toContain('name="decision"');
  });

  it('opens a stream only with a fresh ticket for that order, issued to its owner', async () => {
    const { order } = await placeOrder(t, customer);
    const { order: other } = await placeOrder(t, customer);
    const stranger = await signInTestPerson(t, {}, { now: new Date(clock) });
    expect((await ticketFor(order, stranger)).status).toBe(404);
    const ticket = orderStatusTicketSchema.parse((await ticketFor(order)).body).ticket;
    const open = (orderId: number, value: string) =>
      get(t, `/api/v1/orders/${orderId}/status-events?ticket=${encodeURIComponent(value)}`);

    expect(errorCode(await open(other.id, ticket))).toBe('token.invalid');
    expect(errorCode(await open(order.id, `${ticket.slice(0, -2)}xx`))).toBe('token.invalid');
    expect((await open(order.id, 'nonsense')).status).toBe(401);
    clock += 61_000;
    expect(errorCode(await open(order.id, ticket))).toBe('token.expired');
  });
});

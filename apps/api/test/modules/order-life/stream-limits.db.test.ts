// Live status streams under load (issue 20, finding 7): capped per ticket, per person and per
// client address with 429 in the error shape (and room again once a stream closes), and a status
// change read once for all the streams open on an order, not once per stream.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusTicketSchema, type Order } from '@nori/contract';
import { defaultLimitsConfig } from '../../../src/config-limits';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { LOOSE_LIMITS } from '../../helpers/test-app';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import { post } from '../orders/requests';
import { orderLifeApp, placeOrder, restoHeaders, SETUP_TIMEOUT_MS } from './order-life-helpers';

const streams = { perTicket: 2, perPerson: 3, perClient: 50 };

describe('live status streams under load', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let base: string;
  let apiKey: string;
  const opened: AbortController[] = [];
  let clock = MONDAY_LUNCH.getTime();
  beforeAll(async () => {
    const limits = { ...defaultLimitsConfig(), orders: LOOSE_LIMITS.orders, streams };
    ({ t, customer } = await orderLifeApp({
      now: () => new Date(clock),
      config: { logLevel: 'silent', corsOrigins: [], limits },
    }));
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    for (const controller of opened) controller.abort();
    await t.close();
  });

  /** A ticket issued a second after the last: tickets of one order issued in one second are one. */
  const ticketFor = async (order: Order, person = customer) => {
    clock += 1000;
    return orderStatusTicketSchema.parse(
      (
        await post(
          t,
          `/api/v1/persons/${person.personId}/orders/${order.id}/status-ticket`,
          {},
          person.headers,
        )
      ).body,
    ).ticket;
  };
  /** Opens a stream and reads up to its first status; abort() closes it. */
  const open = async (order: Order, ticket: string) => {
    const controller = new AbortController();
    opened.push(controller);
    const url = `${base}/api/v1/orders/${order.id}/status-events?ticket=${encodeURIComponent(ticket)}`;
    const response = await fetch(url, { signal: controller.signal });
    if (response.status !== 200) return { status: response.status, response, controller };
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: status')) text += (await reader.read()).value ?? '';
    const next = async () => {
      let more = '';
      while (!more.includes('event: status')) more += (await reader.read()).value ?? '';
      return JSON.parse(/data: (.*)/.exec(more)?.[1] ?? '{}').status as string;
    };
    return { status: 200, response, controller, next };
  };
  const closed = async (controller: AbortController) => {
    controller.abort();
    // The server sees the socket close a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100));
  };

  it('opens at most 2 streams per ticket and 3 per person, answering 429 in the error shape', async () => {
    const { order } = await placeOrder(t, customer);
    const ticket = await ticketFor(order);
    const first = await open(order, ticket);
    const second = await open(order, ticket);
    const third = await open(order, ticket);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 429]);
    expect(third.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await third.response.json()).toEqual({
      errors: [{ code: 'common.too-many-requests', message: expect.any(String) }],
    });
    expect((await open(order, await ticketFor(order))).status).toBe(200);
    expect((await open(order, await ticketFor(order))).status).toBe(429);
    await closed(first.controller);
    expect((await open(order, await ticketFor(order))).status).toBe(200);
    for (const controller of opened) await closed(controller);
  });

  it('reads a status change once for all the streams open on an order, not once per stream', async () => {
    const db = t.database.db;
    const select = db.select.bind(db);
    /** Opens `count` streams on a new order, moves it, and counts the selects until all have it. */
    const readsOfOneChange = async (count: number) => {
      const { order } = await placeOrder(t, customer);
      const readers = [];
      for (let i = 0; i < count; i += 1) readers.push(await open(order, await ticketFor(order)));
      expect(readers.every((reader) => reader.status === 200)).toBe(true);
      let reads = 0;
      db.select = ((...args: Parameters<typeof select>) => {
        reads += 1;
        return select(...args);
      }) as typeof db.select;
      try {
        const path = `/api/v1/restos/${RESTO}/orders/${order.id}/status`;
        expect((await post(t, path, { status: 'ACCEPTED' }, restoHeaders(apiKey))).status).toBe(200);
        expect(await Promise.all(readers.map((reader) => reader.next!()))).toEqual(
          readers.map(() => 'ACCEPTED'),
        );
      } finally {
        db.select = select;
      }
      for (const reader of readers) await closed(reader.controller);
      return reads;
    };
    expect(await readsOfOneChange(3)).toBe(await readsOfOneChange(1));
  });
});

// Two desks on one restaurant through two app instances on one database (issue 37), over real
// sockets: an order placed through one node reaches the desks on both; one desk accepts, the
// other sees it accepted, and its own accept is 409; a desk that was offline reconnects with
// Last-Event-ID and is sent exactly what changed meanwhile, with the same ids.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { RESTO } from '../orders/order-chain';
import {
  deskAppConfig,
  deskStaff,
  deskTestApp,
  eventCollector,
  officeHeaders,
  placePaidOrder,
  type DeskStaff,
  type DeskTestApp,
} from './desk-helpers';

const MINUTE = 60_000;
const EVENTS = `/api/v1/office/restos/${RESTO}/desk/events`;

/** Opens a desk's event stream over the socket; collects its events until closed. */
async function openDesk(base: string, staff: DeskStaff, lastEventId?: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}${EVENTS}`, {
    headers: {
      cookie: staff.cookie,
      ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
    },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const collector = eventCollector();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      collector.write(value ?? '');
    }
  })();
  return { ...collector, close: () => controller.abort() };
}

const baseOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

describe('desks live across nodes', () => {
  let d: DeskTestApp;
  let otherNode: FastifyInstance;
  let first: DeskStaff;
  let second: DeskStaff;
  beforeAll(async () => {
    d = await deskTestApp();
    otherNode = await buildApp({
      config: deskAppConfig(),
      database: d.t.database,
      now: () => new Date(d.clock.ms),
    });
    await d.t.app.listen({ port: 0, host: '127.0.0.1' });
    await otherNode.listen({ port: 0, host: '127.0.0.1' });
    first = await deskStaff(d, 'MANAGER', [RESTO]);
    second = await deskStaff(d, 'OPERATOR');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await otherNode.close();
    await d.t.close();
  });

  const accept = (app: FastifyInstance, staff: DeskStaff, orderId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/office/restos/${RESTO}/desk/orders/${orderId}/accept`,
      headers: officeHeaders(staff),
      payload: { readyAt: new Date(d.clock.ms + 35 * MINUTE).toISOString() },
    });

  it('rings on both desks, one accepts, the other sees it; the second accept is 409', async () => {
    const deskA = await openDesk(baseOf(d.t.app), first);
    const deskB = await openDesk(baseOf(otherNode), second);
    const order = await placePaidOrder(d);
    const [onA, onB] = await Promise.all([
      deskA.waitFor((event) => event.order.id === order.id),
      deskB.waitFor((event) => event.order.id === order.id),
    ]);
    expect(onA).toEqual(onB);
    expect(onB.order).toMatchObject({ status: 'NEW', awaitingAnswer: true });

    expect((await accept(d.t.app, first, order.id)).statusCode).toBe(200);
    const accepted = await deskB.waitFor(
      (event) => event.order.id === order.id && event.order.status === 'ACCEPTED',
    );
    expect(accepted.order.awaitingAnswer).toBe(false);
    expect(accepted.order.readyAt).toMatch(/\+03:00$/);
    const late = await accept(otherNode, second, order.id);
    expect([late.statusCode, late.json().errors[0].code]).toEqual([409, 'order.invalid-transition']);
    deskA.close();
    deskB.close();
  });

  it('an online order rings once paid, not while it awaits payment', async () => {
    const desk = await openDesk(baseOf(otherNode), second);
    const order = await placePaidOrder(d, 'CARD_ONLINE');
    const rang = await desk.waitFor((event) => event.order.id === order.id);
    expect(rang.order).toMatchObject({ status: 'PAID', awaitingAnswer: true });
    expect(desk.events.filter((event) => event.order.id === order.id)).toHaveLength(1);
    desk.close();
  });

  it('a desk that reconnects with Last-Event-ID catches up exactly', async () => {
    const desk = await openDesk(baseOf(d.t.app), first);
    const before = await placePaidOrder(d);
    const seen = await desk.waitFor((event) => event.order.id === before.id);
    desk.close();

    // Offline: one order accepted, one placed.
    expect((await accept(otherNode, second, before.id)).statusCode).toBe(200);
    const missed = await placePaidOrder(d);

    const back = await openDesk(baseOf(otherNode), first, seen.id);
    await back.waitFor((event) => event.order.id === missed.id);
    const caughtUp = back.events.map((event) => [event.order.id, event.order.status]);
    expect(caughtUp).toEqual([
      [before.id, 'ACCEPTED'],
      [missed.id, 'NEW'],
    ]);
    expect(back.events.every((event) => event.id > seen.id)).toBe(true);
    back.close();
  });
});

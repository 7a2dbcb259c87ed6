// The outbox: an order paid on receipt is queued in its own transaction and posted to the
// restaurant's webhook, signed; while the endpoint is down each attempt fails and the next waits
// longer; once it is back the order is delivered, and never again. The clock is the test's, so
// the growing delays are checked without waiting for them.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOutboxRows } from '../../../src/modules/order-life/repositories/order-outbox';
import { retryDelayMs } from '../../../src/modules/order-life/services/outbox-worker';
import { startLocalServer, type LocalServer } from '../../helpers/local-server';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import { orderLifeApp, placeOrder, SETUP_TIMEOUT_MS } from './order-life-helpers';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('order outbox to the restaurant webhook', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let restaurant: LocalServer;
  let secret: string;
  let up = false;
  const received: Received[] = [];
  let clock = MONDAY_LUNCH.getTime();
  const advance = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    restaurant = await startLocalServer((request, body, response) => {
      if (!up) return void response.writeHead(503).end();
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
    ({ t, customer } = await orderLifeApp({
      now: () => new Date(clock),
      orderLife: { outbox: { firstRetryMs: 2000, maxRetryMs: 60_000 } },
    }));
    secret =
      (await t.app.orderLife.connections.connect(RESTO, { webhookUrl: `${restaurant.url}/nori/orders` }))
        .webhookSecret ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t.close();
    await restaurant.close();
  });

  it('retries with growing delays while the restaurant is down, then delivers once, signed', async () => {
    const { order } = await placeOrder(t, customer);
    const [queued] = await findOutboxRows(t.database.db, order.id);
    expect(queued).toMatchObject({ attempts: 0, deliveredAt: null, event: 'order.placed' });
    // Built from the rows the order's transaction wrote: the order as checkout answered it.
    expect(queued?.payload).toEqual({ event: 'order.placed', order });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await t.app.orderLife.outbox.runOnce()).toBe(0);
      const [row] = await findOutboxRows(t.database.db, order.id);
      expect(row).toMatchObject({ attempts: attempt, deliveredAt: null, lastError: 'HTTP 503' });
      waits.push((row?.nextAttemptAt.getTime() ?? 0) - clock);
      // Not due yet: nothing is attempted.
      expect(await t.app.orderLife.outbox.runOnce()).toBe(0);
      expect((await findOutboxRows(t.database.db, order.id))[0]?.attempts).toBe(attempt);
      advance(waits.at(-1) ?? 0);
    }
    expect(waits).toEqual([2000, 4000, 8000, 16000]);

    up = true;
    expect(await t.app.orderLife.outbox.runOnce()).toBe(1);
    advance(3_600_000);
    expect(await t.app.orderLife.outbox.runOnce()).toBe(0);
    expect(received).toHaveLength(1);

    const [delivery] = received;
    const [row] = await findOutboxRows(t.database.db, order.id);
    expect(row?.deliveredAt).not.toBeNull();
    expect(delivery?.headers['x-nori-delivery-id']).toBe(row?.deliveryId);
    expect(delivery?.headers['x-nori-event']).toBe('order.placed');
    const timestamp = String(delivery?.headers['x-nori-timestamp']);
    const expected = createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex');
    expect(delivery?.headers['x-nori-signature']).toBe(`sha256=${expected}`);
    const payload = JSON.parse(delivery?.body ?? '{}');
    expect(payload).toMatchObject({
      deliveryId: row?.deliveryId,
      event: 'order.placed',
      order: { id: order.id, number: order.number, total: order.total, status: 'NEW' },
    });
  });

  it('keeps orders of a restaurant without a webhook until it gets one', async () => {
    up = true;
    // Back to lunch time: the first test's hour-long wait may have reached the kitchen's closing.
    clock = MONDAY_LUNCH.getTime();
    await t.app.orderLife.connections.connect(RESTO, {});
    const { status, order } = await placeOrder(t, customer);
    expect(status).toBe(201);
    // As if the restaurant had never registered a webhook: its rows wait.
    await t.database.db.execute(
      sql`update resto_connections set webhook_url = null where resto_id = ${RESTO}`,
    );
    expect(await t.app.orderLife.outbox.runOnce()).toBe(0);
    expect((await findOutboxRows(t.database.db, order.id))[0]).toMatchObject({
      attempts: 0,
      deliveredAt: null,
    });
    await t.app.orderLife.connections.connect(RESTO, { webhookUrl: `${restaurant.url}/nori/orders` });
    expect(await t.app.orderLife.outbox.runOnce()).toBe(1);
  });

  it('caps the growing delay', () => {
    expect([1, 2, 3, 10, 30].map((attempts) => retryDelayMs(attempts, 2000, 600_000))).toEqual([
      2000, 4000, 8000, 600_000, 600_000,
    ]);
  });
});

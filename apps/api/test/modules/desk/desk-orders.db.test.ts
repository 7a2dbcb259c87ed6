// The desk's services on a real database (issue 37): which orders a desk sees (an online order only
// once paid), accept with a ready-by time and what the customer then reads, reject with a reason,
// moves through the domain's transitions (409 otherwise), two desks answering one order, the
// stream's catch-up after an id, auto-accept, busy mode in the preflight, and the audit seam.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@nori/contract';
import { ApiError } from '../../../src/errors';
import type { Desk } from '../../../src/modules/desk/desk-plugin';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MISO, RESTO } from '../orders/order-chain';
import { deliveryCart, get, post, takeAwayCart } from '../orders/requests';
import {
  auditOf,
  deskStaff,
  deskTestApp,
  eventCollector,
  placePaidOrder,
  type DeskTestApp,
} from './desk-helpers';

const MINUTE = 60_000;

describe('the order desk services', () => {
  let d: DeskTestApp;
  let desk: Desk;
  let actor: { id: number };
  beforeAll(async () => {
    d = await deskTestApp();
    desk = d.t.app.desk;
    actor = await deskStaff(d, 'OPERATOR');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => d.t.close());

  const fails = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  };
  const customerOrder = async (orderId: number) =>
    orderSchema.parse(
      (await get(d.t, `/api/v1/persons/${d.customer.personId}/orders/${orderId}`, d.customer.headers)).body,
    );

  it('lists an order paid on receipt at once, and an online one only once paid', async () => {
    const cash = await placePaidOrder(d);
    const online = await placePaidOrder(d, 'CARD_ONLINE');
    const view = await desk.views.list(RESTO);
    const listed = view.orders.map((order) => order.id);
    expect(listed).toEqual(expect.arrayContaining([cash.id, online.id]));
    const ticket = view.orders.find((order) => order.id === cash.id);
    expect(ticket).toMatchObject({
      status: 'NEW',
      awaitingAnswer: true,
      paid: false,
      comment: 'Без лука',
      personCount: 2,
      customer: { name: 'Анна', phone: '+79991234567' },
      place: { apartment: '12', entrance: '2', floor: '5', intercom: '12K' },
      alarm: false,
    });
    expect(ticket?.positions[0]?.modifiers[0]?.name).toBeTruthy();
    expect(view.orders.find((order) => order.id === online.id)).toMatchObject({ status: 'PAID', paid: true });

    // Not paid yet: nowhere on the desk.
    const { placeOrder } = await import('../order-life/order-life-helpers');
    const unpaid = await placeOrder(d.t, d.customer, 'CARD_ONLINE');
    expect(unpaid.order.status).toBe('AWAITING_PAYMENT');
    expect((await desk.views.list(RESTO)).orders.map((order) => order.id)).not.toContain(unpaid.order.id);
  });

  it('raises the alarm when an order waits longer than alarmAfterMinutes', async () => {
    const order = await placePaidOrder(d);
    const fresh = (await desk.views.list(RESTO)).orders.find((o) => o.id === order.id);
    expect(fresh?.alarmAt).toBe(new Date(d.clock.ms + 5 * MINUTE).toISOString());
    d.clock.ms += 6 * MINUTE;
    const late = (await desk.views.list(RESTO)).orders.find((o) => o.id === order.id);
    expect(late?.alarm).toBe(true);
  });

  it('accepts with a ready-by time the customer reads on the restaurant’s clock; a second accept is 409', async () => {
    const order = await placePaidOrder(d);
    const readyAt = new Date(d.clock.ms + 40 * MINUTE);
    const accepted = await desk.orders.accept(actor, RESTO, order.id, readyAt.toISOString());
    expect(accepted.status).toBe('ACCEPTED');
    const seen = await customerOrder(order.id);
    expect(seen.status).toBe('ACCEPTED');
    // The restaurant keeps +03:00: the customer reads the wall time there.
    expect(seen.readyAt).toMatch(/\+03:00$/);
    expect(Date.parse(seen.readyAt ?? '')).toBe(Math.floor(readyAt.getTime() / 1000) * 1000);
    // The other desk taps accept too: 409, and nothing changes.
    const second = await fails(desk.orders.accept(actor, RESTO, order.id, readyAt.toISOString()));
    expect([second.status, second.code]).toEqual([409, 'order.invalid-transition']);
    expect(await auditOf(d, `order:${order.id}`)).toEqual([
      expect.objectContaining({
        staffId: actor.id,
        action: 'order.accept',
        before: { status: 'NEW' },
        after: { status: 'ACCEPTED', readyAt: readyAt.toISOString() },
      }),
    ]);
  });

  it('refuses a ready-by time in the past or days ahead', async () => {
    const order = await placePaidOrder(d);
    for (const offset of [-MINUTE, 4 * 24 * 60 * MINUTE]) {
      const error = await fails(
        desk.orders.accept(actor, RESTO, order.id, new Date(d.clock.ms + offset).toISOString()),
      );
      expect([error.status, error.code]).toEqual([422, 'desk.ready-at-invalid']);
    }
  });

  it('moves through cooking and the hand-over of the order type to done; other moves are 409', async () => {
    const order = await placePaidOrder(d);
    const early = await fails(desk.orders.move(actor, RESTO, order.id, 'COOKING'));
    expect(early.status).toBe(409);
    await desk.orders.accept(actor, RESTO, order.id, new Date(d.clock.ms + 30 * MINUTE).toISOString());
    expect((await desk.orders.move(actor, RESTO, order.id, 'COOKING')).status).toBe('COOKING');
    // A delivery is not handed out at the counter.
    const wrong = await fails(desk.orders.move(actor, RESTO, order.id, 'READY_FOR_PICKUP'));
    expect([wrong.status, wrong.code]).toEqual([409, 'order.invalid-transition']);
    expect((await desk.orders.move(actor, RESTO, order.id, 'ON_THE_WAY')).status).toBe('ON_THE_WAY');
    // Asked twice (two desks, one tap each): the second changes nothing.
    expect((await desk.orders.move(actor, RESTO, order.id, 'ON_THE_WAY')).status).toBe('ON_THE_WAY');
    expect((await desk.orders.move(actor, RESTO, order.id, 'DONE')).status).toBe('DONE');
    const missing = await fails(desk.orders.move(actor, 2, order.id, 'DONE'));
    expect(missing.status).toBe(404);
  });

  it('rejects with a reason the customer reads; a rejected order cannot be accepted', async () => {
    const order = await placePaidOrder(d);
    await desk.orders.reject(actor, RESTO, order.id, 'DISH_UNAVAILABLE', 'Нет лосося');
    const seen = await customerOrder(order.id);
    expect(seen.status).toBe('CANCELLED');
    expect(seen.rejection).toEqual({ reason: 'DISH_UNAVAILABLE', note: 'Нет лосося' });
    const late = await fails(
      desk.orders.accept(actor, RESTO, order.id, new Date(d.clock.ms + MINUTE).toISOString()),
    );
    expect(late.status).toBe(409);
  });

  it('refunds a rejected order paid online through the sandbox engine, once', async () => {
    const order = await placePaidOrder(d, 'CARD_ONLINE');
    await desk.orders.reject(actor, RESTO, order.id, 'TOO_BUSY');
    expect(await desk.refunds.runOnce()).toBe(1);
    expect(await desk.refunds.runOnce()).toBe(0);
    const { findRefund } = await import('../../../src/modules/desk/repositories/refund-repository');
    const refund = await findRefund(d.t.database.db, order.id);
    expect(refund).toMatchObject({ state: 'succeeded', amount: order.total, engine: 'SANDBOX' });
    const { sandboxPayments } = await import('../../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    const [sandbox] = await d.t.database.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, order.id));
    expect(sandbox?.refundedAmount).toBe(order.total);
  });

  it('streams each change after an id, and catches up from an older id at the current state', async () => {
    const { lastEventId } = await desk.views.list(RESTO);
    const live = eventCollector();
    const closeLive = await desk.streams.open(RESTO, lastEventId, live.write);
    const order = await placePaidOrder(d);
    const placed = await live.waitFor((event) => event.order.id === order.id);
    expect(placed.order).toMatchObject({ status: 'NEW', awaitingAnswer: true });
    await desk.orders.accept(actor, RESTO, order.id, new Date(d.clock.ms + 20 * MINUTE).toISOString());
    const accepted = await live.waitFor(
      (event) => event.order.id === order.id && event.order.status === 'ACCEPTED',
    );
    expect(accepted.id).toBeGreaterThan(placed.id);
    closeLive();

    // A desk that went offline before the order was placed: one event, the order as it is now.
    const late = eventCollector();
    const closeLate = await desk.streams.open(RESTO, lastEventId, late.write);
    const caught = await late.waitFor((event) => event.order.id === order.id);
    expect(caught).toEqual({ id: accepted.id, order: expect.objectContaining({ status: 'ACCEPTED' }) });
    expect(late.events.filter((event) => event.order.id === order.id)).toHaveLength(1);
    closeLate();
  });

  it('auto-accepts new orders with the default ready-by time when the restaurant says so', async () => {
    await desk.setup.save(actor, RESTO, { autoAcceptMinutes: 25, alarmAfterMinutes: 4 });
    const order = await placePaidOrder(d);
    expect(order.status).toBe('ACCEPTED');
    expect(Date.parse(order.readyAt ?? '')).toBe(d.clock.ms + 25 * MINUTE);
    expect(order.statusHistory.map((change) => change.status)).toEqual(['NEW', 'ACCEPTED']);
    const online = await placePaidOrder(d, 'CARD_ONLINE');
    expect((await customerOrder(online.id)).statusHistory.map((change) => change.status)).toEqual([
      'NEW',
      'AWAITING_PAYMENT',
      'PAID',
      'ACCEPTED',
    ]);
    await desk.setup.save(actor, RESTO, { autoAcceptMinutes: null, alarmAfterMinutes: 5 });
    expect(await auditOf(d, `resto:${RESTO}`)).toEqual([
      expect.objectContaining({
        action: 'desk.settings',
        before: expect.objectContaining({ autoAcceptMinutes: null }),
      }),
      expect.objectContaining({
        action: 'desk.settings',
        before: expect.objectContaining({ autoAcceptMinutes: 25 }),
      }),
    ]);
  });

  it('busy mode: a pause refuses ASAP with the next slot named, and extra minutes move the earliest slot', async () => {
    const preflight = (requestedAt?: string) =>
      post(d.t, '/1/persons/orders/preflight', { ...takeAwayCart(), ...(requestedAt && { requestedAt }) });
    expect((await preflight()).status).toBe(200);
    const pausedUntil = new Date(d.clock.ms + 30 * MINUTE).toISOString();
    const settings = await desk.setup.setBusy(actor, RESTO, { orderType: 'TAKE_AWAY', pausedUntil });
    expect(settings.busy.TAKE_AWAY.pausedUntil).toBe(pausedUntil);
    const paused = await preflight();
    expect(paused.status).toBe(409);
    expect(paused.body.errors[0]).toMatchObject({ code: 'resto.paused' });
    expect(Date.parse(paused.body.errors[0].nextSlotAt)).toBeGreaterThanOrEqual(Date.parse(pausedUntil));
    // Delivery is not paused.
    const delivery = await post(d.t, '/1/persons/orders/preflight', deliveryCart());
    expect(delivery.status).toBe(200);
    // The pause ends: ASAP is back.
    d.clock.ms += 31 * MINUTE;
    expect((await preflight()).status).toBe(200);

    // A slot 35–50 minutes ahead suits the 30 minutes' cooking, not 30 + 60 extra.
    const quarter = 15 * MINUTE;
    const slot = new Date(Math.ceil((d.clock.ms + 35 * MINUTE) / quarter) * quarter).toISOString();
    expect((await preflight(slot)).status).toBe(200);
    await desk.setup.setBusy(actor, RESTO, { orderType: 'TAKE_AWAY', extraMinutes: 60 });
    const busy = await preflight(slot);
    expect([busy.status, busy.body.errors[0].code]).toEqual([422, 'order-time.past']);
    await desk.setup.setBusy(actor, RESTO, { orderType: 'TAKE_AWAY', pausedUntil: null, extraMinutes: 0 });
    expect((await preflight(slot)).status).toBe(200);
  });

  it("marks a dish sold out until the end of the day or until HH:MM on the restaurant's clock", async () => {
    const item = { kind: 'position' as const, id: MISO };
    const list = await desk.setup.setSoldOut(actor, RESTO, item, 'end-of-day');
    // MONDAY_LUNCH is 12:30 at +03:00 (the clock has moved on a little): the next midnight there.
    expect(list.items).toEqual([
      expect.objectContaining({ kind: 'position', id: MISO, until: '2026-03-02T21:00:00.000Z' }),
    ]);
    expect(list.items[0]?.setBy.apiKey).toBe(`staff:${actor.id}`);
    const refused = await post(d.t, '/1/persons/orders/preflight', takeAwayCart());
    expect([refused.status, refused.body.errors[0].code]).toEqual([422, 'person-order.sold-out']);
    const later = await desk.setup.setSoldOut(actor, RESTO, item, '18:30');
    expect(later.items[0]?.until).toBe('2026-03-02T15:30:00.000Z');
    const cleared = await desk.setup.clearSoldOut(actor, RESTO, item);
    expect(cleared.items).toEqual([]);
    expect((await post(d.t, '/1/persons/orders/preflight', takeAwayCart())).status).toBe(200);
    expect((await auditOf(d, `resto:${RESTO}:position:${MISO}`)).map((entry) => entry.action)).toEqual([
      'stop-list.set',
      'stop-list.set',
      'stop-list.clear',
    ]);
  });
});

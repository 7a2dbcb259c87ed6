// Statuses and stop lists back: iiko's webhook posts arrays of events over real HTTP with the
// token registered with it. DeliveryOrderUpdate moves the Nori order (through the steps iiko
// skipped), repeated and late events change nothing; StopListUpdate re-reads iiko's stop list and
// applies it through the restaurant's stop list, leaving stops the restaurant set itself alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findIikoOrder } from '../../../src/modules/pos-iiko/repositories/iiko-orders';
import { placeOrder, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MISO, MONDAY_LUNCH, RESTO, SOY_SAUCE } from '../orders/order-chain';
import { iikoApp, ORG, TERMINAL, type IikoTestSetup } from './iiko-helpers';

describe('iiko webhook', () => {
  let setup: IikoTestSetup;
  let clock = MONDAY_LUNCH.getTime();

  beforeAll(async () => {
    setup = await iikoApp({ now: () => new Date(clock) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => setup.close());

  /** An order placed and taken by iiko; answers its Nori id and iiko id. */
  async function orderInIiko() {
    const { order, status } = await placeOrder(setup.t, setup.customer);
    expect(status).toBe(201);
    await setup.t.app.posIiko.sender!.runOnce();
    clock += 1000;
    expect(await setup.t.app.posIiko.sender!.runOnce()).toBe(1);
    const sent = await findIikoOrder(setup.t.database.db, order.id);
    return { orderId: order.id, iikoId: sent!.iikoOrderId };
  }

  const statusOf = async (orderId: number) =>
    (
      await setup.t.app.inject({
        method: 'GET',
        url: `/api/v1/persons/${setup.customer.personId}/orders/${orderId}`,
        headers: setup.customer.headers,
      })
    ).json<{
      status: string;
      statusHistory?: { status: string }[];
    }>();

  const post = (body: unknown, authorization = 'iiko-webhook-token-0123456789abcdef') =>
    fetch(`${setup.appUrl}/api/v1/pos/iiko/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });

  it('refuses a call without the registered token and moves nothing', async () => {
    const { orderId, iikoId } = await orderInIiko();
    const delivery = setup.iiko.state.moveDelivery(iikoId, 'CookingStarted');
    const event = {
      eventType: 'DeliveryOrderUpdate',
      organizationId: ORG,
      eventInfo: {
        id: iikoId,
        organizationId: ORG,
        timestamp: delivery.timestamp,
        creationStatus: 'Success',
        order: { status: 'CookingStarted' },
      },
    };
    const refused = await post([event], 'wrong-token');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({
      errors: [expect.objectContaining({ code: 'resto.api-key-invalid' })],
    });
    expect((await statusOf(orderId)).status).toBe('NEW');
  });

  it('moves the order as the till does, through skipped steps, ignoring repeats and late events', async () => {
    const { orderId, iikoId } = await orderInIiko();
    expect(await setup.iiko.moveOrder(iikoId, 'Unconfirmed')).toBe(200);
    expect((await statusOf(orderId)).status).toBe('NEW');
    const early = setup.iiko.state.moveDelivery(iikoId, 'WaitCooking');
    const earlyEvent = {
      eventType: 'DeliveryOrderUpdate',
      organizationId: ORG,
      eventInfo: {
        id: iikoId,
        organizationId: ORG,
        timestamp: early.timestamp,
        creationStatus: 'Success',
        order: { status: 'WaitCooking' },
      },
    };
    // The till confirmed and started cooking: the order is accepted and cooking.
    expect(await setup.iiko.moveOrder(iikoId, 'CookingStarted')).toBe(200);
    expect((await statusOf(orderId)).status).toBe('COOKING');
    // The confirmation's event arrives late, and twice: nothing moves back.
    expect((await post([earlyEvent, earlyEvent])).status).toBe(200);
    expect((await statusOf(orderId)).status).toBe('COOKING');
    expect(await setup.iiko.moveOrder(iikoId, 'OnWay')).toBe(200);
    expect(await setup.iiko.moveOrder(iikoId, 'OnWay')).toBe(200);
    expect((await statusOf(orderId)).status).toBe('ON_THE_WAY');
    expect(await setup.iiko.moveOrder(iikoId, 'Delivered')).toBe(200);
    expect(await findIikoOrder(setup.t.database.db, orderId)).toMatchObject({ iikoStatus: 'Delivered' });
    expect((await statusOf(orderId)).status).toBe('DONE');
  });

  it('answers an array of events of other kinds and orders it does not know with 200', async () => {
    const response = await post([
      { eventType: 'PersonalShift', organizationId: ORG, eventInfo: {} },
      {
        eventType: 'DeliveryOrderUpdate',
        organizationId: ORG,
        eventInfo: {
          id: 'someone-elses',
          timestamp: 5,
          creationStatus: 'Success',
          order: { status: 'OnWay' },
        },
      },
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: 2 });
  });

  it('applies iiko’s stop list on StopListUpdate, and clears only what iiko had set', async () => {
    const stopLists = setup.t.app.stopLists;
    await stopLists.set(RESTO, { kind: 'position', id: MISO }, null, 'restaurant-key');
    expect(
      await setup.iiko.setStopList(TERMINAL, [
        { productId: 'prod-soy', balance: 0 },
        { productId: 'prod-phila', balance: 3 },
      ]),
    ).toBe(200);
    const stopped = (await stopLists.read(RESTO)).items.map((item) => [item.id, item.setBy.apiKey]);
    expect(stopped.sort()).toEqual(
      [
        [SOY_SAUCE, 'iiko'],
        [MISO, 'restaurant-key'],
      ].sort(),
    );
    expect(await setup.iiko.setStopList(TERMINAL, [])).toBe(200);
    expect((await stopLists.read(RESTO)).items.map((item) => item.id)).toEqual([MISO]);
  });

  it('re-reads every restaurant’s stop list on its schedule, when a webhook was missed', async () => {
    await setup.t.app.stopLists.clear(RESTO, { kind: 'position', id: MISO }, 'restaurant-key');
    setup.iiko.state.stopLists.set(TERMINAL, [{ productId: 'prod-miso', sizeId: 'size-m', balance: 0 }]);
    expect((await setup.t.app.stopLists.read(RESTO)).items.map((item) => item.id)).not.toContain(MISO);
    expect(await setup.t.app.posIiko.stopLists!.poll.runOnce()).toBe(1);
    expect((await setup.t.app.stopLists.read(RESTO)).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: MISO, setBy: { restoId: RESTO, apiKey: 'iiko' } }),
      ]),
    );
  });
});

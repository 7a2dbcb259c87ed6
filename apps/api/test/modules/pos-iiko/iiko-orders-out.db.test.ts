// Orders out: an order of a restaurant connected to iiko goes through the order outbox into the
// local iiko as deliveries/create (never to the restaurant's webhook), named by an id derived
// from Nori's, and is followed with commands/status to Success. iiko's bad days — a 5xx, an answer
// lost to a timeout, a refused order, a command that never ends — end in exactly one iiko order,
// or in an order marked failed, never in silence.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findOutboxRows } from '../../../src/modules/order-life/repositories/order-outbox';
import { findIikoConnection } from '../../../src/modules/pos-iiko/repositories/iiko-connections';
import { findIikoOrder } from '../../../src/modules/pos-iiko/repositories/iiko-orders';
import { iikoOrderIdOf } from '../../../src/modules/pos-iiko/services/iiko-order';
import { startLocalServer, type LocalServer } from '../../helpers/local-server';
import { placeOrder, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import { iikoApp, ORG, TERMINAL, type IikoTestSetup } from './iiko-helpers';

describe('orders out to iiko', () => {
  let setup: IikoTestSetup;
  let webhook: LocalServer;
  let webhookCalls = 0;
  let clock = MONDAY_LUNCH.getTime();
  const advance = (ms: number) => void (clock += ms);
  const runSender = () => setup.t.app.posIiko.sender!.runOnce();

  beforeAll(async () => {
    webhook = await startLocalServer((_request, _body, response) => {
      webhookCalls += 1;
      response.writeHead(204).end();
    });
    setup = await iikoApp({ now: () => new Date(clock) });
    // The restaurant also has a webhook: its orders still go to iiko only.
    await setup.t.app.orderLife.connections.connect(RESTO, { webhookUrl: `${webhook.url}/orders` });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await setup.close();
    await webhook.close();
  });
  beforeEach(() => {
    Object.assign(setup.iiko.state.switches, { commandOutcome: 'Success', failNext: 0, delayMs: 0 });
    advance(60_000);
  });

  const place = async () => {
    const placed = await placeOrder(setup.t, setup.customer);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed;
  };
  const iikoOrdersOf = (orderNumber: string) =>
    [...setup.iiko.state.deliveries.values()].filter(
      (delivery) => delivery.order.externalNumber === orderNumber,
    );

  it('creates the order in iiko with Nori’s prices and follows the command to Success', async () => {
    const { order } = await place();
    expect(await runSender()).toBe(0);
    const [created] = iikoOrdersOf(order.number);
    const { tenantId } = (await findIikoConnection(setup.t.database.db, RESTO))!;
    expect(created).toMatchObject({
      organizationId: ORG,
      terminalGroupId: TERMINAL,
      creationStatus: 'InProgress',
    });
    expect(created?.order).toMatchObject({
      id: iikoOrderIdOf(tenantId, order.id),
      phone: '+79991234567',
      orderServiceType: 'DeliveryByCourier',
      comment: 'Без лука',
      guests: { count: 2 },
      customer: { type: 'one-time', name: 'Анна' },
      deliveryPoint: {
        coordinates: { latitude: 55.75, longitude: 37.6 },
        address: {
          type: 'legacy',
          line1: 'Город, ул. Ленина, 10',
          flat: '12',
          entrance: '2',
          floor: '5',
          doorphone: '12K',
        },
      },
      items: [
        {
          type: 'Product',
          productId: 'prod-phila',
          amount: 2,
          price: 499,
          modifiers: [{ productId: 'mod-spicy', productGroupId: 'grp-sauce', amount: 1, price: 50 }],
        },
        { type: 'Product', productId: 'prod-soy', amount: 1, price: 30 },
        { type: 'Product', productId: 'prod-delivery', amount: 1, price: 200 },
      ],
      payments: [
        { paymentTypeKind: 'Cash', paymentTypeId: 'pt-cash', sum: 1328, isProcessedExternally: false },
      ],
    });
    expect(order.total).toBe(132800);
    expect((await findOutboxRows(setup.t.database.db, order.id))[0]?.deliveredAt).toBeNull();

    // Not asked again before followMs; then commands/status says Success.
    expect(await runSender()).toBe(0);
    advance(1000);
    expect(await runSender()).toBe(1);
    expect(await findIikoOrder(setup.t.database.db, order.id)).toMatchObject({
      state: 'Success',
      error: null,
    });
    expect((await findOutboxRows(setup.t.database.db, order.id))[0]?.deliveredAt).not.toBeNull();
    expect(await setup.t.app.orderLife.outbox.runOnce()).toBe(0);
    expect(webhookCalls).toBe(0);
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
  });

  it('retries a 5xx with growing waits and creates the order once', async () => {
    const { order } = await place();
    setup.iiko.state.switches.failNext = 2;
    expect(await runSender()).toBe(0);
    const first = (await findOutboxRows(setup.t.database.db, order.id))[0];
    expect(first).toMatchObject({ attempts: 1, lastError: expect.stringContaining('Internal server error') });
    expect((first?.nextAttemptAt.getTime() ?? 0) - clock).toBe(2000);
    advance(2000);
    expect(await runSender()).toBe(0);
    expect(
      ((await findOutboxRows(setup.t.database.db, order.id))[0]?.nextAttemptAt.getTime() ?? 0) - clock,
    ).toBe(4000);
    advance(4000);
    await runSender();
    advance(1000);
    expect(await runSender()).toBe(1);
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
  });

  it('finds the order an attempt whose answer was lost had made, instead of making another', async () => {
    const { order } = await place();
    // iiko takes the order but answers after the client has given up.
    setup.iiko.state.switches.delayMs = 1500;
    expect(await runSender()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 700));
    setup.iiko.state.switches.delayMs = 0;
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
    expect((await findIikoOrder(setup.t.database.db, order.id))?.state).toBe('Sending');
    advance(2000);
    await runSender();
    expect(setup.iiko.state.calls).toContain('/api/1/deliveries/by_id');
    advance(1000);
    await runSender();
    expect(await findIikoOrder(setup.t.database.db, order.id)).toMatchObject({ state: 'Success' });
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
  });

  it('marks an order iiko refuses as failed, once, and does not send it again', async () => {
    const { order } = await place();
    setup.iiko.state.switches.commandOutcome = 'Error';
    await runSender();
    advance(1000);
    expect(await runSender()).toBe(0);
    expect(await findIikoOrder(setup.t.database.db, order.id)).toMatchObject({
      state: 'Error',
      error: 'Product is in the stop list',
    });
    expect((await findOutboxRows(setup.t.database.db, order.id))[0]?.deliveredAt).not.toBeNull();
    advance(60_000);
    await runSender();
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
  });

  it('renews an expired token on the way without losing the order', async () => {
    const { order } = await place();
    setup.iiko.state.expireTokens();
    await runSender();
    advance(1000);
    expect(await runSender()).toBe(1);
    expect(iikoOrdersOf(order.number)).toHaveLength(1);
  });

  it('gives up on a command the till never takes after the transport timeout, and says so', async () => {
    const { order } = await place();
    setup.iiko.state.switches.commandOutcome = 'Stuck';
    await runSender();
    for (let second = 0; second < 250; second += 10) {
      advance(10_000);
      await runSender();
      if ((await findIikoOrder(setup.t.database.db, order.id))?.state === 'Error') break;
    }
    expect(await findIikoOrder(setup.t.database.db, order.id)).toMatchObject({
      state: 'Error',
      error: 'The till did not take the order within 120 s',
    });
    expect(
      clock - (await findIikoOrder(setup.t.database.db, order.id))!.firstSentAt.getTime(),
    ).toBeGreaterThan(180_000);
  });
});

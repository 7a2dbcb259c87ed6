// Limits on placing orders (issue 20, finding 2): per person and per client address per hour,
// counted in the database so that two app instances on one database (two API nodes) share them;
// 429 with Retry-After in the error shape; a cap on open orders paid on receipt per person and
// restaurant; a retry that answers its placed order counts against nothing; ended windows go.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { defaultLimitsConfig, type LimitsConfig } from '../../../src/config-limits';
import { orders, rateLimits } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, orderChain } from './order-chain';
import { orderDraft } from './requests';

const limits: LimitsConfig = {
  ...defaultLimitsConfig(),
  orders: { perPersonHourly: 3, perClientHourly: 5, unpaidPerResto: 100 },
};
const HOUR_MS = 3600_000;

describe('order limits', () => {
  let t: TestApp;
  let otherNode: TestApp['app'];
  let clock = MONDAY_LUNCH;
  const now = () => clock;
  const config = { logLevel: 'silent' as const, corsOrigins: [], limits };

  beforeAll(async () => {
    t = await createTestApp({ now, config });
    await t.app.catalogAdmin.importCatalog(orderChain());
    otherNode = await buildApp({ config, database: t.database, now });
  });
  afterAll(async () => {
    await otherNode.close();
    await t.close();
  });

  const place = async (
    person: SignedInPerson,
    { address = '203.0.113.1', node = t.app, key, draft = orderDraft() }: Record<string, unknown> = {},
  ) => {
    const app = node as TestApp['app'];
    // Each node signs with keys of its own here: the token comes from the node asked.
    const { accessToken } = await app.sessions.start({ personId: person.personId, source: 'PHONE' }, clock);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/persons/${person.personId}/orders`,
      payload: draft as object,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(key ? { 'idempotency-key': key as string } : {}),
      },
      remoteAddress: address as string,
    });
    return {
      status: response.statusCode,
      body: response.json(),
      retryAfter: response.headers['retry-after'],
    };
  };
  const ordersOf = async (person: SignedInPerson) =>
    (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.personId, person.personId)))[0]
      ?.n;

  it('refuses a person the 4th order of the hour with 429, Retry-After and the error shape, on any node', async () => {
    const anna = await signInTestPerson(t, {}, { now: clock });
    const statuses = [];
    for (const node of [t.app, otherNode, t.app]) statuses.push((await place(anna, { node })).status);
    const fourth = await place(anna, { node: otherNode, address: '198.51.100.7' });
    expect(statuses).toEqual([201, 201, 201]);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({
      errors: [{ code: 'common.too-many-requests', message: expect.any(String) }],
    });
    // 09:30 in a window of whole hours: 30 minutes to its end.
    expect(fourth.retryAfter).toBe('1800');
    expect(await ordersOf(anna)).toBe(3);
  });

  it('answers a retry of a placed order with that order even at the limit', async () => {
    const boris = await signInTestPerson(t, {}, { now: clock });
    const first = await place(boris, { key: 'limit-retry-0001', address: '203.0.113.2' });
    await place(boris, { address: '203.0.113.2' });
    await place(boris, { address: '203.0.113.2' });
    const retry = await place(boris, { key: 'limit-retry-0001', address: '203.0.113.2' });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
  });

  it('refuses a client address the 6th order of the hour, whoever places it', async () => {
    const people = await Promise.all([1, 2, 3].map(() => signInTestPerson(t, {}, { now: clock })));
    const statuses = [];
    for (const [index, person] of [...people, ...people].entries())
      statuses.push(
        (await place(person, { address: '192.0.2.9', node: index % 2 ? otherNode : t.app })).status,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect((await place(people[2]!, { address: '192.0.2.10' })).status).toBe(201);
  });

  it('counts afresh in the next hour and deletes the ended windows', async () => {
    const vera = await signInTestPerson(t, {}, { now: clock });
    for (let i = 0; i < 3; i += 1) await place(vera, { address: '203.0.113.3' });
    expect((await place(vera, { address: '203.0.113.3' })).status).toBe(429);
    clock = new Date(MONDAY_LUNCH.getTime() + 2 * HOUR_MS);
    const later = await signInTestPerson(t, {}, { now: clock });
    expect((await place(vera, { address: '203.0.113.3' })).status).toBe(201);
    await place(later, { address: '203.0.113.4' });
    const windows = await t.database.db.select().from(rateLimits);
    expect(windows.every((row) => row.windowEnd > clock)).toBe(true);
  });
});

describe('open orders paid on receipt', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => MONDAY_LUNCH,
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        limits: { ...limits, orders: { perPersonHourly: 100, perClientHourly: 100, unpaidPerResto: 2 } },
      },
    });
    await t.app.catalogAdmin.importCatalog(orderChain());
  });
  afterAll(() => t.close());

  it("refuses a third open cash order at one restaurant with 409 'person-order.too-many-open' until one is done", async () => {
    const anna = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/persons/${anna.personId}/orders`,
        payload: orderDraft({ payType: 'CARD_UPON_RECEIPT' }),
        headers: anna.headers,
      });
    const first = await place();
    await place();
    const third = await place();
    expect(third.statusCode).toBe(409);
    expect(third.json().errors[0].code).toBe('person-order.too-many-open');
    await t.database.db.update(orders).set({ status: 'DONE' }).where(eq(orders.id, first.json().id));
    expect((await place()).statusCode).toBe(201);
  });
});

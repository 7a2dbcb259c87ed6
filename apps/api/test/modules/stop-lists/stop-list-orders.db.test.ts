// The stop list enforced (issue 25): the preflight and the order refuse a sold-out dish or option
// with 'person-order.sold-out', naming it; an entry whose time has passed no longer applies; a
// preflight prices with its node's copy of the list, an order never does; and
// an order racing a stop-list change is either placed before the change or refused — never
// written with a dish that was sold out when it committed.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH, PHILADELPHIA, RESTO, SPICY } from '../orders/order-chain';
import { deliveryCart, orderDraft, post } from '../orders/requests';
import { buildApp } from '../../../src/app';
import { orderLifeApp, restoHeaders, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';

const HOUR = 3_600_000;

describe('the stop list, enforced', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let apiKey: string;
  let clock = MONDAY_LUNCH.getTime();
  beforeAll(async () => {
    ({ t, customer } = await orderLifeApp({ now: () => new Date(clock) }));
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const stop = (path: string, payload: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/restos/${RESTO}/stop-list${path}`,
      headers: restoHeaders(apiKey),
      payload,
    });
  const clearAll = () =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/restos/${RESTO}/stop-list`,
      headers: restoHeaders(apiKey),
    });
  const preflight = () => post(t, '/1/persons/orders/preflight', deliveryCart());
  let keys = 0;
  const order = () =>
    post(t, `/api/v1/persons/${customer.personId}/orders`, orderDraft(), {
      ...customer.headers,
      'idempotency-key': `stop-list-${++keys}`,
    });
  const orderCount = async () => {
    // Both drivers answer raw SQL with `{ rows }`; the union of their types does not say so.
    const { rows } = (await t.database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(rows[0]?.n);
  };

  it('refuses a sold-out dish in the preflight and the order, naming it', async () => {
    expect((await stop(`/positions/${PHILADELPHIA}`)).statusCode).toBe(200);
    const before = await orderCount();
    for (const refused of [await preflight(), await order()]) {
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual({
        errors: [
          {
            code: 'person-order.sold-out',
            message: 'Sold out: Филадельфия. Please remove it from the cart',
            positionId: PHILADELPHIA,
            name: 'Филадельфия',
          },
        ],
      });
    }
    expect(await orderCount()).toBe(before);
    await clearAll();
    expect((await preflight()).status).toBe(200);
  });

  it('refuses a sold-out option, naming the dish and the option', async () => {
    await stop(`/modifiers/${SPICY}`);
    const refused = await order();
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'person-order.sold-out',
      positionId: PHILADELPHIA,
      modifierId: SPICY,
      name: 'Филадельфия (Спайси)',
    });
    await clearAll();
    expect((await order()).status).toBe(201);
  });

  it("no longer applies an entry once its 'until' has passed", async () => {
    const until = new Date(clock + HOUR).toISOString();
    await stop(`/positions/${PHILADELPHIA}`, { until });
    const flagged = async () =>
      (await t.app.inject({ method: 'GET', url: `/1/p/menus/1/positions?restoId=${RESTO}` }))
        .json()
        .some((position: { soldOut?: boolean }) => position.soldOut);
    expect((await preflight()).status).toBe(422);
    expect(await flagged()).toBe(true);
    clock += HOUR - 1;
    expect((await preflight()).status).toBe(422);
    clock += 1;
    expect((await preflight()).status).toBe(200);
    expect(await flagged()).toBe(false);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/restos/${RESTO}/stop-list`,
      headers: restoHeaders(apiKey),
    });
    expect(list.json().items).toEqual([]);
    clock = MONDAY_LUNCH.getTime();
  });

  it("another node's preflight prices with its copy of the list, read again at its age", async () => {
    let age = 0;
    const otherNode = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [] },
      database: t.database,
      now: () => new Date(clock),
      catalogVersion: { maxAgeMs: 1000, now: () => age },
    });
    const preflightThere = async () =>
      (
        await otherNode.inject({
          method: 'POST',
          url: '/1/persons/orders/preflight',
          payload: deliveryCart(),
        })
      ).statusCode;
    await clearAll();
    try {
      expect(await preflightThere()).toBe(200);
      await stop(`/positions/${PHILADELPHIA}`);
      // Within its copy's age the preflight has not seen the change (an order would: it reads the
      // list in its transaction, as the racing tests below show).
      age += 999;
      expect(await preflightThere()).toBe(200);
      age += 1;
      expect(await preflightThere()).toBe(422);
    } finally {
      await otherNode.close();
      await clearAll();
    }
  });

  it('lets an order racing a stop-list change through only if it commits first', async () => {
    await clearAll();
    const before = await orderCount();
    const orders = Array.from({ length: 8 }, () => order());
    const change = stop(`/positions/${PHILADELPHIA}`);
    const answers = await Promise.all(orders);
    expect((await change).statusCode).toBe(200);
    for (const answer of answers) {
      expect([201, 422]).toContain(answer.status);
      if (answer.status === 422) expect(answer.body.errors[0].code).toBe('person-order.sold-out');
    }
    const placed = answers.filter((answer) => answer.status === 201).length;
    expect(await orderCount()).toBe(before + placed);
    // Once the change has answered, no order gets through.
    const after = await Promise.all(Array.from({ length: 4 }, () => order()));
    expect(after.map((answer) => answer.status)).toEqual(Array(4).fill(422));
    expect(await orderCount()).toBe(before + placed);
    await clearAll();
  });

  it('holds a stop-list change until an order that has checked the list commits', async () => {
    // An order's transaction, paused after its check: the change waits for it, then applies.
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let checked!: () => void;
    const hasChecked = new Promise<void>((resolve) => (checked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(25, ${RESTO})`);
      checked();
      await paused;
    });
    await hasChecked;
    let changed = false;
    // PGlite runs one transaction at a time, so there the change simply queues behind the holder.
    const change = stop(`/positions/${PHILADELPHIA}`).then((answer) => {
      changed = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(changed).toBe(false);
    release();
    await holder;
    expect((await change).statusCode).toBe(200);
    expect((await preflight()).status).toBe(422);
    await clearAll();
  });
});

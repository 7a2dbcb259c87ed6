// Ordering for a time (issue 21): the preflight and the order check the requested time against
// the restaurant's slots, the order keeps it and 'change from', and every reader of the order
// (the customer's order and history, the restaurant's webhook) sees them.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderOutbox, orders } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { DAY_OFF_RESTO, MONDAY_LUNCH, orderChain, RESTO } from './order-chain';
import { errorCode, get, orderDraft, post, takeAwayCart } from './requests';

// Now is Monday 2 March 2026 12:30 (+03:00); the restaurants open 10:00–23:00, cooking takes 30 min.
const TOMORROW_LUNCH = '2026-03-03T12:30:00+03:00';
const person = { email: 'anna@example.com', name: 'Анна', phone: '+79991234567' };
const takeAwayOrder = (overrides: Record<string, unknown> = {}) => ({
  ...takeAwayCart(),
  payType: 'CASH_UPON_RECEIPT',
  person,
  ...overrides,
});

// Each order is placed by a person of its own: limits on one person's orders (issue 20) stay out
// of what these tests look at.
const newPerson = (t: TestApp) => signInTestPerson(t, { firstName: 'Анна' }, { now: MONDAY_LUNCH });

describe('ordering for a time', () => {
  let t: TestApp;
  let anna: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
    anna = await newPerson(t);
  });
  afterAll(() => t.close());
  const place = async (draft: unknown, who?: SignedInPerson) => {
    const person = who ?? (await newPerson(t));
    return post(t, `/api/v1/persons/${person.personId}/orders`, draft, person.headers);
  };
  const preflight = (body: unknown) => post(t, '/1/persons/orders/preflight', body);
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;

  it('takes an order for tomorrow 12:30 with change from 5 000 ₽, and every reader sees both', async () => {
    expect((await preflight({ ...takeAwayCart(), requestedAt: TOMORROW_LUNCH })).status).toBe(200);
    const placed = await place(takeAwayOrder({ requestedAt: TOMORROW_LUNCH, changeFrom: 500000 }), anna);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ requestedAt: '2026-03-03T09:30:00.000Z', changeFrom: 500000 });
    const history = await get(t, `/api/v1/persons/${anna.personId}/orders`, anna.headers);
    expect(history.body.content[0]).toMatchObject({
      requestedAt: '2026-03-03T09:30:00.000Z',
      changeFrom: 500000,
    });
    const [event] = await t.database.db
      .select({ payload: orderOutbox.payload })
      .from(orderOutbox)
      .where(eq(orderOutbox.orderId, placed.body.id));
    expect(event?.payload).toMatchObject({
      order: { requestedAt: '2026-03-03T09:30:00.000Z', changeFrom: 500000 },
    });
  });

  it('keeps an order as soon as possible without a time, and change only for cash', async () => {
    const asap = await place(takeAwayOrder({ payType: 'CARD_UPON_RECEIPT', changeFrom: 500000 }));
    expect(asap.status).toBe(201);
    expect(asap.body).toMatchObject({ requestedAt: null, changeFrom: null });
  });

  it('refuses a time in the past, outside the hours, off the grid or beyond the horizon, writing nothing', async () => {
    const before = await orderCount();
    const cases: [string, string][] = [
      ['2026-03-02T11:00:00+03:00', 'order-time.past'],
      ['2026-03-02T12:45:00+03:00', 'order-time.past'],
      ['2026-03-02T23:30:00+03:00', 'order-time.outside-hours'],
      ['2026-03-03T09:00:00+03:00', 'order-time.outside-hours'],
      ['2026-03-03T12:37:00+03:00', 'order-time.outside-hours'],
      ['2026-03-05T12:30:00+03:00', 'order-time.beyond-horizon'],
    ];
    for (const [requestedAt, code] of cases) {
      const refused = await place(takeAwayOrder({ requestedAt }));
      expect([refused.status, errorCode(refused)], requestedAt).toEqual([422, code]);
      expect(errorCode(await preflight({ ...takeAwayCart(), requestedAt })), requestedAt).toBe(code);
    }
    // Delivery adds the zone tier's 60 minutes: 13:00 is too soon for it, not for take-away.
    const delivery = await place(orderDraft({ requestedAt: '2026-03-02T13:15:00+03:00' }));
    expect(errorCode(delivery)).toBe('order-time.past');
    expect(await orderCount()).toBe(before);
  });

  it('takes orders for the next opening of a restaurant that is closed today', async () => {
    const closed = await place(takeAwayOrder({ restoId: DAY_OFF_RESTO }));
    expect(errorCode(closed)).toBe('resto.not-taking-orders');
    const tomorrow = await place(
      takeAwayOrder({ restoId: DAY_OFF_RESTO, requestedAt: '2026-03-03T10:30:00+03:00' }),
    );
    expect(tomorrow.status).toBe(201);
  });

  it('sells a dish limited by time slots for a time when it is sold, and refuses it for another', async () => {
    // Филадельфия is sold on Mondays 11:00–16:00 only.
    const cart = { ...orderDraft(), payType: 'CARD_UPON_RECEIPT' };
    expect((await place({ ...cart, requestedAt: '2026-03-02T15:45:00+03:00' })).status).toBe(201);
    expect(errorCode(await place({ ...cart, requestedAt: TOMORROW_LUNCH }))).toBe(
      'person-order.position-not-available',
    );
  });

  it('refuses change from less than the total', async () => {
    const refused = await place(takeAwayOrder({ changeFrom: 100000 }));
    expect([refused.status, errorCode(refused)]).toEqual([422, 'person-order.change-below-total']);
  });

  it('refuses change from more than the bound as bad input, never a 500 (the column is 32-bit)', async () => {
    for (const changeFrom of [2 ** 31, 100_000_001, Number.MAX_SAFE_INTEGER]) {
      const refused = await place(takeAwayOrder({ changeFrom }));
      expect([refused.status, errorCode(refused)], String(changeFrom)).toEqual([400, 'common.bad-request']);
    }
    expect((await place(takeAwayOrder({ changeFrom: 100_000_000 }))).status).toBe(201);
  });
});

describe('a slot with a capacity', () => {
  let t: TestApp;
  const SLOT = '2026-03-03T13:00:00+03:00';
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    const file = orderChain();
    file.restos = file.restos.map((resto) =>
      resto.id === RESTO ? { ...resto, orderTimes: { slotCapacity: 5 } } : resto,
    );
    await t.app.catalogAdmin.importCatalog(file);
  });
  afterAll(() => t.close());

  it('takes 5 of 50 concurrent orders and refuses 45 naming the next free slot', async () => {
    // Fifty customers, one order each.
    const people = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        signInTestPerson(t, { firstName: `P${index}` }, { now: MONDAY_LUNCH }),
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const who = people[index]!;
        return post(
          t,
          `/api/v1/persons/${who.personId}/orders`,
          takeAwayOrder({ requestedAt: SLOT }),
          who.headers,
        );
      }),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refusals = answers.filter((answer) => answer.status !== 201);
    expect(refusals).toHaveLength(45);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.errors[0]).toMatchObject({
        code: 'order-time.slot-full',
        nextSlotAt: '2026-03-03T10:15:00.000Z',
        message: expect.stringContaining('2026-03-03 13:15'),
      });
    }
    expect(await get(t, `/1/restos/${RESTO}/full-slots`)).toEqual({
      status: 200,
      body: { fullSlots: ['2026-03-03T10:00:00.000Z'] },
    });
    const preflightRefusal = await post(t, '/1/persons/orders/preflight', {
      ...takeAwayCart(),
      requestedAt: SLOT,
    });
    expect(errorCode(preflightRefusal)).toBe('order-time.slot-full');
  });
});

describe('a restaurant on a named time zone', () => {
  let t: TestApp;
  // 15 July 2026, 11:00 in Budva (+02:00 in summer): a fixed '+01:00' would read 10:00.
  const SUMMER = new Date('2026-07-15T09:00:00.000Z');
  let clock = SUMMER;
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    const file = orderChain();
    file.restos = file.restos.map((resto) =>
      resto.id === RESTO
        ? { ...resto, timezone: 'Europe/Podgorica', orderTimes: { slotMinutes: 20, aheadDays: 1 } }
        : resto,
    );
    await t.app.catalogAdmin.importCatalog(file);
  });
  afterAll(() => t.close());

  it("answers spec §3's offset of the season and the zone's name", async () => {
    const { body } = await get(t, `/1/p/restos/${RESTO}`);
    expect(body.timezone).toBe('+02:00');
    expect(body.orderTimes).toEqual({
      timeZone: 'Europe/Podgorica',
      cookingMinutes: 30,
      slotMinutes: 20,
      slotCapacity: null,
      aheadDays: 1,
    });
  });

  it("follows the clocks' change in the offset it answers, though the answer is cached", async () => {
    clock = new Date('2026-03-29T00:30:00.000Z');
    expect((await get(t, `/1/p/restos/${RESTO}`)).body.timezone).toBe('+01:00');
    clock = new Date('2026-03-29T01:30:00.000Z');
    expect((await get(t, `/1/p/restos/${RESTO}`)).body.timezone).toBe('+02:00');
    clock = SUMMER;
  });

  it('checks times on the summer clock', async () => {
    // 11:00 local plus 30 minutes of cooking, on 20-minute slots from 10:00: 11:40 first. A fixed
    // '+01:00' would read 10:00 now and take 11:20 as well.
    const preflight = (requestedAt: string) =>
      post(t, '/1/persons/orders/preflight', { ...takeAwayCart(), requestedAt });
    expect((await preflight('2026-07-15T11:40:00+02:00')).status).toBe(200);
    expect(errorCode(await preflight('2026-07-15T11:20:00+02:00'))).toBe('order-time.past');
    expect(errorCode(await preflight('2026-07-15T11:50:00+02:00'))).toBe('order-time.outside-hours');
  });

  it('refuses a time zone name that does not exist', async () => {
    const file = orderChain();
    file.restos = file.restos.map((resto) => ({ ...resto, timezone: 'Europe/Atlantis' }));
    await expect(t.app.catalogAdmin.importCatalog(file)).rejects.toThrow(/time zone name/);
  });
});

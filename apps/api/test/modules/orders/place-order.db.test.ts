// Placing an order: the server's prices and totals written in one transaction, status NEW, a
// readable number, the person's delivery saved; refused orders write nothing.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes } from '../../../src/db/schema';
import { listPersonDeliveries } from '../../../src/modules/sign-in/repositories/person-deliveries';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, OUTSIDE, orderChain } from './order-chain';
import { deliveryCart, errorCode, get, orderDraft, post } from './requests';

describe('placing an order', () => {
  let t: TestApp;
  let anna: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
    anna = await signInTestPerson(t, { firstName: 'Анна' }, { now: MONDAY_LUNCH });
  });
  afterAll(() => t.close());
  const ordersUrl = () => `/api/v1/persons/${anna.personId}/orders`;
  const place = (draft: unknown, headers: Record<string, string> = {}) =>
    post(t, ordersUrl(), draft, { ...anna.headers, ...headers });
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;

  it('strips control characters and bidi overrides from names, places and comments (issue 20)', async () => {
    const { place: where } = orderDraft() as { place: Record<string, unknown> };
    const response = await place(
      orderDraft({
        person: { email: 'anna@example.com', name: '\u202EАн\u0007на\u202C', phone: '+79991234567' },
        comment: 'Без\nлука\u2066, \u001bпозвонить',
        place: { ...where, apartment: '\u202E12\u202C', intercom: '\t12K\r\n' },
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      person: { name: 'Анна' },
      comment: 'Без лука, позвонить',
      place: { apartment: '12', intercom: '12K' },
    });
  });

  it('writes the order with the prices of the moment and answers it with status NEW', async () => {
    const draft = orderDraft({ promoCode: 'MINUS300' });
    // A tampered client price changes nothing: the catalog prices the order.
    draft.positions[0] = { ...draft.positions[0]!, price: 100, sum: 200 };
    // 7 soy sauces: 1 308 ₽ − 300 ₽ stays in the 200 ₽ tier, counted after the code (issue 41).
    draft.positions[1] = { ...draft.positions[1]!, count: 7, sum: 21000 };
    const response = await place(draft);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      status: 'NEW',
      restoId: 1,
      deliveryType: 'DELIVERY',
      payType: 'CASH_UPON_RECEIPT',
      currency: 'RUB',
      createdAt: MONDAY_LUNCH.toISOString(),
      // 1 308 ₽ − 300 ₽ + 200 ₽ delivery.
      discount: 30000,
      deliveryPrice: 20000,
      total: 130800 - 30000 + 20000,
      promoCode: 'MINUS300',
      personCount: 2,
      comment: 'Без лука',
      person: { email: 'anna@example.com', name: 'Анна', phone: '+79991234567' },
      place: { address: 'Город, ул. Ленина, 10', apartment: '12', location: { lat: 55.75, lng: 37.6 } },
      paymentUrl: null,
    });
    expect(response.body.number).toMatch(/^\d{4,}$/);
    expect(response.body.positions).toEqual([
      {
        id: 1,
        name: 'Филадельфия',
        count: 2,
        price: 49900,
        modifiers: [{ id: 1, name: 'Спайси', count: 1, price: 5000 }],
        discount: 25183,
        sum: 109800,
      },
      { id: 2, name: 'Соевый соус', count: 7, price: 3000, modifiers: [], discount: 4817, sum: 21000 },
    ]);
  });

  it('gives each order its own increasing number', async () => {
    const first = await place(orderDraft());
    const second = await place(orderDraft());
    expect(Number(second.body.number)).toBeGreaterThan(Number(first.body.number));
  });

  it("lists the person's orders newest first, and reads one", async () => {
    const placed = await place(orderDraft());
    const list = await get(t, `${ordersUrl()}?size=2`, anna.headers);
    expect(list.status).toBe(200);
    expect(list.body.content[0]).toEqual(placed.body);
    expect(list.body.page).toMatchObject({ number: 0, size: 2 });
    expect(list.body.page.totalElements).toBeGreaterThanOrEqual(3);
    expect(await get(t, `${ordersUrl()}/${placed.body.id}`, anna.headers)).toEqual({
      status: 200,
      body: placed.body,
    });
    expect((await get(t, `${ordersUrl()}/999999`, anna.headers)).status).toBe(404);
  });

  it("saves the delivery to the person's deliveries, the latest first", async () => {
    await place(orderDraft({ person: { email: 'a@example.com', name: 'Аня', phone: '+79990001122' } }));
    const [latest] = await listPersonDeliveries(t.database.db, anna.personId);
    expect(latest).toMatchObject({
      address: 'Город, ул. Ленина, 10',
      email: 'a@example.com',
      personName: 'Аня',
      phone: '+79990001122',
      place: { apartment: '12', entrance: '2', floor: '5', intercom: '12K' },
    });
  });

  it('places a take-away order without a place or delivery price', async () => {
    const { address: _a, location: _l, ...cart } = deliveryCart();
    const response = await place({
      ...orderDraft(),
      ...cart,
      deliveryType: 'TAKE_AWAY',
      place: null,
      positions: [{ id: 3, count: 6, name: 'Мисо', price: 19900, sum: 119400, modifiers: [] }],
    });
    expect(response.body).toMatchObject({ place: null, deliveryPrice: 0, discount: 11940, total: 107460 });
  });

  it('takes an order paid on receipt without an email: only an online payment needs it, for its receipt', async () => {
    for (const payType of ['CASH_UPON_RECEIPT', 'CARD_UPON_RECEIPT']) {
      const response = await place(
        orderDraft({ payType, person: { email: '', name: 'Анна', phone: '+79991234567' } }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ payType, person: { email: null, name: 'Анна' } });
    }
  });

  it('runs the preflight checks and writes nothing when one refuses', async () => {
    const before = await orderCount();
    const outside = orderDraft();
    outside.place = { ...outside.place, location: OUTSIDE };
    expect(errorCode(await place(outside))).toBe('delivery.address-out-of-zone');
    expect(errorCode(await place(orderDraft({ payType: 'CARD_ONLINE', restoId: 3 })))).toBe(
      'doesnt-support-delivery-online-pay',
    );
    expect(errorCode(await place(orderDraft({ promoCode: 'FIRST100' })))).toBe('promo-code.limit-exceed');
    expect((await place(orderDraft({ person: { name: '', phone: '+79991234567' } }))).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("refuses what the checkout form refuses, by the same rules, with the rule's text (issue 22)", async () => {
    const person = { email: 'anna@example.com', name: 'Анна', phone: '+79991234567' };
    const before = await orderCount();
    const refusal = async (draft: unknown) => {
      const response = await place(draft);
      const { errors } = response.body as { errors: { code: string; message: string }[] };
      return [response.status, errors.map(({ code, message }) => `${code} ${message}`)];
    };
    expect(await refusal(orderDraft({ person: { ...person, name: 'Анна 2' } }))).toEqual([
      400,
      ['common.bad-request body.person.name: The name is not valid'],
    ]);
    expect(await refusal(orderDraft({ payType: 'CARD_ONLINE', person: { ...person, email: ' ' } }))).toEqual([
      400,
      ['common.bad-request body.person.email: Enter an email to receive the receipt'],
    ]);
    expect(await refusal(orderDraft({ personCount: 100 }))).toEqual([
      400,
      [expect.stringMatching(/^common.bad-request body.personCount: /)],
    ]);
    const noSuchNumber = await place(orderDraft({ person: { ...person, phone: '+70000000000' } }));
    expect([noSuchNumber.status, errorCode(noSuchNumber)]).toEqual([422, 'person-order.phone-invalid']);
    expect(await orderCount()).toBe(before);
  });

  it('with one use of a promo code left and 50 concurrent orders, exactly one gets it', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(orderDraft({ promoCode: 'LASTONE' }), { 'idempotency-key': `last-one-${i}-0000` }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(new Set(responses.filter((r) => r.status !== 201).map(errorCode))).toEqual(
      new Set(['promo-code.limit-exceed']),
    );
    const used = await t.database.db
      .select({ usedCount: promoCodes.usedCount })
      .from(promoCodes)
      .where(eq(promoCodes.code, 'LASTONE'));
    expect(used).toEqual([{ usedCount: 1 }]);
    const withCode = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.promoCode, 'LASTONE'));
    expect(withCode).toEqual([{ n: 1 }]);
  });
});

// Idempotency-Key on POST /api/v1/persons/{personId}/orders: a retry answers the same order, the
// key with another body is 422, a retry while the first request runs is 409, and 50 parallel
// double-submits make one order.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderRequests, orders } from '../../../src/db/schema';
import {
  CLAIM_RENEW_MS,
  CLAIM_TIMEOUT_MS,
  keepCheckoutClaimed,
  requestHash,
} from '../../../src/modules/orders/services/idempotency';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, OUTSIDE, orderChain } from './order-chain';
import { errorCode, orderDraft, post } from './requests';

describe('Idempotency-Key', () => {
  let t: TestApp;
  let anna: SignedInPerson;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
    anna = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
  });
  afterAll(() => t.close());
  const place = (draft: unknown, key: string) =>
    post(t, `/api/v1/persons/${anna.personId}/orders`, draft, { ...anna.headers, 'idempotency-key': key });
  const ordersOfAnna = async () =>
    (await t.database.db.select({ n: count() }).from(orders).where(eq(orders.personId, anna.personId)))[0]?.n;

  it('answers a retry with the same key and body with the same order', async () => {
    const first = await place(orderDraft(), 'retry-key-0001');
    const retry = await place(orderDraft(), 'retry-key-0001');
    expect(first.status).toBe(201);
    expect(retry).toEqual(first);
  });

  it('treats the same body with its fields in another order as the same request', async () => {
    const { person, ...rest } = orderDraft();
    const first = await place({ person, ...rest }, 'reordered-key-0001');
    const retry = await place(
      { ...rest, person: { phone: person.phone, name: person.name, email: person.email } },
      'reordered-key-0001',
    );
    expect(retry.body.id).toBe(first.body.id);
  });

  it("refuses the same key with another body: 422 'person-order.idempotency-key-reused'", async () => {
    await place(orderDraft(), 'changed-key-0001');
    const changed = await place(orderDraft({ comment: 'Позвонить заранее' }), 'changed-key-0001');
    expect({ status: changed.status, code: errorCode(changed) }).toEqual({
      status: 422,
      code: 'person-order.idempotency-key-reused',
    });
  });

  it("answers 409 'person-order.in-progress' while the first request runs, and takes over a stale claim", async () => {
    const before = await ordersOfAnna();
    // The first request has claimed the key and is still writing its order.
    const claim = { personId: anna.personId, requestHash: requestHash(orderDraft()), orderId: null };
    await t.database.db
      .insert(orderRequests)
      .values({ ...claim, key: 'running-key-0001', claimedAt: MONDAY_LUNCH });
    const running = await place(orderDraft(), 'running-key-0001');
    expect({ status: running.status, code: errorCode(running) }).toEqual({
      status: 409,
      code: 'person-order.in-progress',
    });
    expect(await ordersOfAnna()).toBe(before);

    // A claim older than the timeout belongs to a request whose process died: a retry places the order.
    const staleAt = new Date(MONDAY_LUNCH.getTime() - CLAIM_TIMEOUT_MS - 1000);
    await t.database.db
      .insert(orderRequests)
      .values({ ...claim, key: 'stale-key-00001', claimedAt: staleAt });
    const takenOver = await place(orderDraft(), 'stale-key-00001');
    expect(takenOver.status).toBe(201);
    expect(await ordersOfAnna()).toBe((before ?? 0) + 1);
  });

  it('takes over the claim of a crashed request 20 s later, not after a minute (issue 20)', async () => {
    const claim = { personId: anna.personId, requestHash: requestHash(orderDraft()), orderId: null };
    const crashedAt = new Date(MONDAY_LUNCH.getTime() - 20_000);
    await t.database.db
      .insert(orderRequests)
      .values({ ...claim, key: 'crashed-key-0001', claimedAt: crashedAt });
    expect((await place(orderDraft(), 'crashed-key-0001')).status).toBe(201);
  });

  it("renews a working request's claim, so it is never taken as stale", async () => {
    const claim = { personId: anna.personId, requestHash: requestHash(orderDraft()), orderId: null };
    await t.database.db
      .insert(orderRequests)
      .values({ ...claim, key: 'working-key-0001', claimedAt: new Date(0) });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = keepCheckoutClaimed(t.database.db, anna.personId, 'working-key-0001', () => MONDAY_LUNCH);
      await vi.advanceTimersByTimeAsync(CLAIM_RENEW_MS);
      stop();
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select({ claimedAt: orderRequests.claimedAt })
        .from(orderRequests)
        .where(eq(orderRequests.key, 'working-key-0001'));
      expect(row?.claimedAt).toEqual(MONDAY_LUNCH);
    });
    expect((await place(orderDraft(), 'working-key-0001')).status).toBe(409);
  });

  it('frees the key of a refused request, so the fixed cart can be sent with it', async () => {
    const outside = orderDraft();
    outside.place = { ...outside.place, location: OUTSIDE };
    expect(errorCode(await place(outside, 'refused-key-0001'))).toBe('delivery.address-out-of-zone');
    expect((await place(orderDraft(), 'refused-key-0001')).status).toBe(201);
  });

  it('makes one order of 50 parallel double-submits', async () => {
    const before = await ordersOfAnna();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => place(orderDraft(), 'double-submit-0001')),
    );
    expect(await ordersOfAnna()).toBe((before ?? 0) + 1);
    const created = responses.filter((response) => response.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((response) => response.body.id)).size).toBe(1);
    for (const response of responses.filter((r) => r.status !== 201)) {
      expect({ status: response.status, code: errorCode(response) }).toEqual({
        status: 409,
        code: 'person-order.in-progress',
      });
    }
    // Once the first has finished, every retry answers its order.
    const retry = await place(orderDraft(), 'double-submit-0001');
    expect(retry.body.id).toBe(created[0]?.body.id);
  });
});

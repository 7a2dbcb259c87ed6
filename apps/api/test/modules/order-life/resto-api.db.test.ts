// The restaurant API: its own key moves its own orders through the domain's transitions; a
// repeated status changes nothing, a refused one is 409 in the contract's error shape, and a
// missing, wrong or other restaurant's key is 401.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@nori/contract';
import type { SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { DAY_OFF_RESTO, RESTO } from '../orders/order-chain';
import { errorCode, get, post } from '../orders/requests';
import { orderLifeApp, placeOrder, restoHeaders, SETUP_TIMEOUT_MS } from './order-life-helpers';

describe('restaurant API: POST /api/v1/restos/{restoId}/orders/{orderId}/status', () => {
  let t: TestApp;
  let customer: SignedInPerson;
  let apiKey: string;
  let otherKey: string;
  beforeAll(async () => {
    ({ t, customer } = await orderLifeApp());
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    otherKey = (await t.app.orderLife.connections.connect(DAY_OFF_RESTO)).apiKey ?? '';
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const move = (orderId: number, status: string, key = apiKey, restoId: number = RESTO) =>
    post(t, `/api/v1/restos/${restoId}/orders/${orderId}/status`, { status }, restoHeaders(key));

  it('moves a delivery order from NEW to DONE and records each step', async () => {
    const { order } = await placeOrder(t, customer);
    expect(order.status).toBe('NEW');
    for (const status of ['ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE']) {
      const moved = await move(order.id, status);
      expect(moved.status).toBe(200);
      expect(orderSchema.parse(moved.body).status).toBe(status);
    }
    const seen = await get(t, `/api/v1/persons/${customer.personId}/orders/${order.id}`, customer.headers);
    expect(orderSchema.parse(seen.body).statusHistory.map((change) => change.status)).toEqual([
      'NEW',
      'ACCEPTED',
      'COOKING',
      'ON_THE_WAY',
      'DONE',
    ]);
  });

  it('changes the state once when the same status is sent ten times', async () => {
    const { order } = await placeOrder(t, customer);
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(order.id, 'ACCEPTED')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const seen = orderSchema.parse(
      (await get(t, `/api/v1/persons/${customer.personId}/orders/${order.id}`, customer.headers)).body,
    );
    expect(seen.statusHistory.map((change) => change.status)).toEqual(['NEW', 'ACCEPTED']);
  });

  it("refuses a transition the domain does not allow with 409 'order.invalid-transition', changing nothing", async () => {
    const { order } = await placeOrder(t, customer);
    for (const status of ['COOKING', 'READY_FOR_PICKUP', 'PAID']) {
      const refused = await move(order.id, status);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        errors: [{ code: 'order.invalid-transition', message: 'The order cannot move to that status' }],
      });
    }
    await move(order.id, 'ACCEPTED');
    await move(order.id, 'COOKING');
    await move(order.id, 'ON_THE_WAY');
    expect(errorCode(await move(order.id, 'CANCELLED'))).toBe('order.invalid-transition');
  });

  it("answers 401 'resto.api-key-invalid' without a key, with a wrong one, and with another restaurant's", async () => {
    const { order } = await placeOrder(t, customer);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/v1/restos/${RESTO}/orders/${order.id}/status`,
      payload: { status: 'ACCEPTED' },
    });
    expect(none.statusCode).toBe(401);
    expect((await move(order.id, 'ACCEPTED', `${apiKey}x`)).status).toBe(401);
    const foreign = await move(order.id, 'ACCEPTED', otherKey);
    expect({ status: foreign.status, code: errorCode(foreign) }).toEqual({
      status: 401,
      code: 'resto.api-key-invalid',
    });
    expect((await move(order.id, 'ACCEPTED', customer.accessToken)).status).toBe(401);
  });

  it("answers 404 for an order of another restaurant, even with that restaurant's own key", async () => {
    const { order } = await placeOrder(t, customer);
    const other = await move(order.id, 'ACCEPTED', otherKey, DAY_OFF_RESTO);
    expect(other.status).toBe(404);
    expect((await move(999_999, 'ACCEPTED')).status).toBe(404);
  });

  it('keeps only the hash of the API key', async () => {
    // Both drivers answer raw SQL with `{ rows }`; the union of their types does not say so.
    const { rows } = (await t.database.db.execute(
      sql`select api_key_hash from resto_connections where resto_id = ${RESTO}`,
    )) as unknown as { rows: { api_key_hash: string }[] };
    expect(rows[0]?.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.api_key_hash).not.toContain(apiKey);
  });
});

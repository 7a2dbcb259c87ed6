// Every desk call tried with no session, a customer's bearer token, each role, and a manager of
// another restaurant (issue 37): owners and operators open any restaurant of their chain, managers
// theirs; a write without the server's own Origin is refused. Each write leaves its audit entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskOrderSchema, deskSettingsSchema, deskViewSchema, stopListSchema } from '@nori/contract';
import type { z } from 'zod';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { DAY_OFF_RESTO, MISO, RESTO } from '../orders/order-chain';
import {
  auditOf,
  deskStaff,
  deskTestApp,
  officeHeaders,
  placePaidOrder,
  type DeskStaff,
  type DeskTestApp,
} from './desk-helpers';

const MINUTE = 60_000;
const DESK = `/api/v1/office/restos/${RESTO}/desk`;

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A fresh path and body for one attempt (orders are placed for the calls that need one). */
  prepare: () => Promise<{ url: string; payload?: unknown }>;
  schema: z.ZodType;
}

describe('who may use the desk', () => {
  let d: DeskTestApp;
  let owner: DeskStaff;
  let operator: DeskStaff;
  let manager: DeskStaff;
  let otherManager: DeskStaff;
  beforeAll(async () => {
    d = await deskTestApp();
    owner = await deskStaff(d, 'OWNER');
    operator = await deskStaff(d, 'OPERATOR');
    manager = await deskStaff(d, 'MANAGER', [RESTO]);
    otherManager = await deskStaff(d, 'MANAGER', [DAY_OFF_RESTO]);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => d.t.close());

  const soon = () => new Date(d.clock.ms + 30 * MINUTE).toISOString();
  const newOrder = async () => (await placePaidOrder(d)).id;
  const acceptedOrder = async () => {
    const id = await newOrder();
    await d.t.app.desk.orders.accept(owner, RESTO, id, soon());
    return id;
  };
  const calls: Call[] = [
    { name: 'list', method: 'GET', prepare: async () => ({ url: `${DESK}/orders` }), schema: deskViewSchema },
    {
      name: 'accept',
      method: 'POST',
      prepare: async () => ({
        url: `${DESK}/orders/${await newOrder()}/accept`,
        payload: { readyAt: soon() },
      }),
      schema: deskOrderSchema,
    },
    {
      name: 'reject',
      method: 'POST',
      prepare: async () => ({
        url: `${DESK}/orders/${await newOrder()}/reject`,
        payload: { reason: 'RESTAURANT_CLOSED' },
      }),
      schema: deskOrderSchema,
    },
    {
      name: 'move',
      method: 'POST',
      prepare: async () => ({
        url: `${DESK}/orders/${await acceptedOrder()}/status`,
        payload: { status: 'COOKING' },
      }),
      schema: deskOrderSchema,
    },
    {
      name: 'settings',
      method: 'GET',
      prepare: async () => ({ url: `${DESK}/settings` }),
      schema: deskSettingsSchema,
    },
    {
      name: 'save settings',
      method: 'PUT',
      prepare: async () => ({
        url: `${DESK}/settings`,
        payload: { autoAcceptMinutes: null, alarmAfterMinutes: 6 },
      }),
      schema: deskSettingsSchema,
    },
    {
      name: 'busy',
      method: 'PUT',
      prepare: async () => ({ url: `${DESK}/busy`, payload: { orderType: 'DELIVERY', extraMinutes: 0 } }),
      schema: deskSettingsSchema,
    },
    {
      name: 'stop list',
      method: 'GET',
      prepare: async () => ({ url: `${DESK}/stop-list` }),
      schema: stopListSchema,
    },
    {
      name: 'sold out',
      method: 'PUT',
      prepare: async () => ({ url: `${DESK}/stop-list/positions/${MISO}`, payload: { until: 'end-of-day' } }),
      schema: stopListSchema,
    },
    {
      name: 'available again',
      method: 'DELETE',
      prepare: async () => ({ url: `${DESK}/stop-list/positions/${MISO}` }),
      schema: stopListSchema,
    },
  ];

  const attempt = async (call: Call, headers: Record<string, string>) => {
    const { url, payload } = await call.prepare();
    return d.t.app.inject({
      method: call.method,
      url,
      headers,
      ...(payload !== undefined && { payload: payload as object }),
    });
  };
  const code = (response: { json(): unknown }) =>
    (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;

  for (const call of calls) {
    it(`${call.name}: 401 without a session or with a customer's token, 403 for another restaurant's manager, 200 for the rest`, async () => {
      const none = await attempt(call, officeHeaders());
      expect([none.statusCode, code(none)]).toEqual([401, 'staff.unauthenticated']);
      const customer = await attempt(call, { ...officeHeaders(), ...d.customer.headers });
      expect([customer.statusCode, code(customer)]).toEqual([401, 'staff.unauthenticated']);
      const other = await attempt(call, officeHeaders(otherManager));
      expect([other.statusCode, code(other)]).toEqual([403, 'staff.forbidden']);
      for (const staff of [owner, operator, manager]) {
        const answer = await attempt(call, officeHeaders(staff));
        expect(answer.statusCode, `${staff.role}: ${answer.body}`).toBe(200);
        expect(call.schema.safeParse(answer.json()).success).toBe(true);
      }
    });
  }

  it('the event stream: 401 without a session, 403 for another restaurant’s manager', async () => {
    const none = await d.t.app.inject({ method: 'GET', url: `${DESK}/events`, headers: officeHeaders() });
    expect(none.statusCode).toBe(401);
    const other = await d.t.app.inject({
      method: 'GET',
      url: `${DESK}/events`,
      headers: officeHeaders(otherManager),
    });
    expect([other.statusCode, code(other)]).toEqual([403, 'staff.forbidden']);
  });

  it('refuses a desk write from another origin', async () => {
    const id = await newOrder();
    const answer = await d.t.app.inject({
      method: 'POST',
      url: `${DESK}/orders/${id}/accept`,
      headers: { ...officeHeaders(manager), origin: 'https://evil.example' },
      payload: { readyAt: soon() },
    });
    expect([answer.statusCode, code(answer)]).toEqual([403, 'staff.origin-mismatch']);
    expect(await auditOf(d, `order:${id}`)).toEqual([]);
  });

  it('audits every write with who made it', async () => {
    const id = await newOrder();
    await d.t.app.inject({
      method: 'POST',
      url: `${DESK}/orders/${id}/accept`,
      headers: officeHeaders(manager),
      payload: { readyAt: soon() },
    });
    await d.t.app.inject({
      method: 'POST',
      url: `${DESK}/orders/${id}/reject`,
      headers: officeHeaders(operator),
      payload: { reason: 'OTHER', note: 'Кухня закрыта на санобработку' },
    });
    expect((await auditOf(d, `order:${id}`)).map((entry) => [entry.staffId, entry.action])).toEqual([
      [manager.id, 'order.accept'],
      [operator.id, 'order.reject'],
    ]);
    const soldOut = await auditOf(d, `resto:${RESTO}:position:${MISO}`);
    expect(soldOut.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['stop-list.set', 'stop-list.clear']),
    );
  });
});

// The orders board (issue 39) on both databases: who sees which orders, the filters and the
// search, paging, the alarm of an order its restaurant has not answered in time, and one order's
// timeline of statuses and the staff writes that made them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardOrderAnswerSchema, boardPageSchema, orderBoardEndpoints, type Order } from '@nori/contract';
import {
  deskStaff,
  deskTestApp,
  officeHeaders,
  placePaidOrder,
  type DeskStaff,
  type DeskTestApp,
} from '../desk/desk-helpers';
import { DAY_OFF_RESTO, RESTO } from '../orders/order-chain';

const SETUP_TIMEOUT_MS = 60_000;
const MINUTE = 60_000;
let d: DeskTestApp;
let owner: DeskStaff;
let operator: DeskStaff;
let manager: DeskStaff;
let otherManager: DeskStaff;
let cash: Order;
let online: Order;

beforeAll(async () => {
  d = await deskTestApp();
  owner = await deskStaff(d, 'OWNER');
  operator = await deskStaff(d, 'OPERATOR');
  manager = await deskStaff(d, 'MANAGER', [RESTO]);
  otherManager = await deskStaff(d, 'MANAGER', [DAY_OFF_RESTO]);
  cash = await placePaidOrder(d, 'CASH_UPON_RECEIPT');
  online = await placePaidOrder(d, 'CARD_ONLINE');
}, SETUP_TIMEOUT_MS);
afterAll(() => d.t.close());

async function get(url: string, who?: DeskStaff) {
  const response = await d.t.app.inject({ method: 'GET', url, headers: officeHeaders(who) });
  return { status: response.statusCode, body: response.json() };
}
const board = async (query = '', who: DeskStaff = operator) => {
  const answer = await get(`/api/v1/office/orders${query}`, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return boardPageSchema.parse(answer.body);
};
const numbers = (page: { orders: { number: string }[] }) => page.orders.map((order) => order.number);

describe('who sees what', () => {
  it('has a row for every board call', () => {
    expect(orderBoardEndpoints.map((e) => e.operationId).sort()).toEqual([
      'getBoardOrder',
      'listBoardOrders',
    ]);
  });

  it.each([
    ['none', 401],
    ['OWNER', 200],
    ['OPERATOR', 200],
    ['MANAGER', 200],
  ] as const)('the list and an order as %s', async (who, status) => {
    const staff = { none: undefined, OWNER: owner, OPERATOR: operator, MANAGER: manager }[who];
    expect((await get('/api/v1/office/orders', staff)).status).toBe(status);
    expect((await get(`/api/v1/office/orders/${cash.id}`, staff)).status).toBe(status);
  });

  it("shows a manager only their restaurants' orders", async () => {
    expect(numbers(await board('', owner))).toEqual([online.number, cash.number]);
    expect(numbers(await board('', manager))).toEqual([online.number, cash.number]);
    expect(numbers(await board('', otherManager))).toEqual([]);
    const asked = await get(`/api/v1/office/orders?restoId=${RESTO}`, otherManager);
    expect([asked.status, asked.body.errors[0].code]).toEqual([403, 'staff.forbidden']);
    const opened = await get(`/api/v1/office/orders/${cash.id}`, otherManager);
    expect([opened.status, opened.body.errors[0].code]).toEqual([404, 'board.order-not-found']);
    expect((await get('/api/v1/office/orders/999999', owner)).status).toBe(404);
  });
});

describe('the list', () => {
  it('filters by pay type, status and order type, and searches by number and phone digits', async () => {
    expect(numbers(await board('?payType=CARD_ONLINE'))).toEqual([online.number]);
    expect(numbers(await board('?status=NEW'))).toEqual([cash.number]);
    expect(numbers(await board('?status=PAID'))).toEqual([online.number]);
    expect(numbers(await board('?deliveryType=TAKE_AWAY'))).toEqual([]);
    expect(numbers(await board(`?q=${encodeURIComponent(cash.number)}`))).toEqual([cash.number]);
    // The customer's phone is +7 999 123-45-67, typed any way.
    expect(numbers(await board(`?q=${encodeURIComponent('(999) 123-45')}`))).toEqual([
      online.number,
      cash.number,
    ]);
    expect(numbers(await board('?q=5550000'))).toEqual([]);
    const placed = Date.parse(cash.createdAt);
    expect(numbers(await board(`?from=${new Date(placed + MINUTE).toISOString()}`))).toEqual([]);
    expect((await get('/api/v1/office/orders?status=LOST', owner)).status).toBe(400);
    // Beyond the database's integer: refused as a bad request, not a server fault.
    expect((await get('/api/v1/office/orders?restoId=99999999999', owner)).status).toBe(400);
    expect((await get('/api/v1/office/orders?before=99999999999', owner)).status).toBe(400);
  });

  it('pages newest first', async () => {
    const first = await board('?limit=1');
    expect(numbers(first)).toEqual([online.number]);
    expect(first.nextBefore).toBe(online.id);
    const second = await board(`?limit=1&before=${first.nextBefore}`);
    expect(numbers(second)).toEqual([cash.number]);
    expect(second.nextBefore).toBeNull();
  });

  it('raises the alarm on an order its restaurant has not answered in time, and the timeline says who answered', async () => {
    const late = await placePaidOrder(d);
    expect((await board()).orders.find((order) => order.id === late.id)).toMatchObject({
      awaitingAnswer: true,
      alarm: false,
    });
    d.clock.ms += 6 * MINUTE; // past the default alarm of 5 minutes
    expect((await board()).orders.find((order) => order.id === late.id)?.alarm).toBe(true);

    const readyAt = new Date(d.clock.ms + 30 * MINUTE).toISOString();
    const accepted = await d.t.app.inject({
      method: 'POST',
      url: `/api/v1/office/restos/${RESTO}/desk/orders/${late.id}/accept`,
      headers: officeHeaders(manager),
      payload: { readyAt },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await board()).orders.find((order) => order.id === late.id)).toMatchObject({
      status: 'ACCEPTED',
      awaitingAnswer: false,
      alarm: false,
    });

    const answer = await get(`/api/v1/office/orders/${late.id}`, owner);
    const { order, timeline } = boardOrderAnswerSchema.parse(answer.body);
    expect(order).toMatchObject({ id: late.id, status: 'ACCEPTED' });
    expect(timeline.map((entry) => entry.status ?? entry.action)).toEqual([
      'NEW',
      'ACCEPTED',
      'order.accept',
    ]);
    expect(timeline[1]).toMatchObject({ source: 'desk', staff: null });
    expect(timeline[2]).toMatchObject({ staff: { email: manager.email } });
  });
});

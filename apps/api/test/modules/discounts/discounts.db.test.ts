// The office's automatic discounts (issue 39) on both databases: every role on every call, a new
// discount priced by the very next preflight (the save raised the catalog version), an edit that
// switches it off, and refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountEndpoints, type StaffRole } from '@nori/contract';
import { count, eq } from 'drizzle-orm';
import { discounts, staffAuditLog } from '../../../src/db/schema';
import {
  auditOf,
  officeCall,
  staffOfEveryRole,
  deskTestApp,
  type DeskStaff,
  type DeskTestApp,
} from '../desk/desk-helpers';
import { post, takeAwayCart } from '../orders/requests';
import { RESTO } from '../orders/order-chain';

const SETUP_TIMEOUT_MS = 60_000;
let d: DeskTestApp;
let staff: Record<StaffRole, DeskStaff>;

beforeAll(async () => {
  d = await deskTestApp();
  staff = await staffOfEveryRole(d);
}, SETUP_TIMEOUT_MS);
afterAll(() => d.t.close());

/** 30 % off take-away at the first restaurant, all day. */
const settings = (overrides: Record<string, unknown> = {}) => ({
  name: 'Самовывоз −30 %',
  active: true,
  kind: 'PERCENT',
  value: 30,
  deliveryTypes: ['TAKE_AWAY'],
  restoIds: [RESTO],
  hours: null,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: DeskStaff | undefined, payload?: object) =>
  officeCall(d, method, url, who, payload);

/** The automatic discounts the customer's take-away preflight applied, by name. */
const appliedDiscounts = async () => {
  const answer = await post(
    d.t,
    `/1/persons/${d.customer.personId}/orders/preflight`,
    takeAwayCart(),
    d.customer.headers,
  );
  expect(answer.status).toBe(200);
  return [
    ...new Set(
      answer.body.positions.flatMap((line: { discounts: { name: string }[] }) =>
        line.discounts.map((discount) => discount.name),
      ),
    ),
  ];
};

describe('roles, call by call', () => {
  const CASES: Record<
    string,
    { method: 'GET' | 'POST' | 'PUT'; url: () => Promise<string> | string; ok: number; body?: object }
  > = {
    listDiscounts: { method: 'GET', url: () => '/api/v1/office/discounts', ok: 200 },
    createDiscount: {
      method: 'POST',
      url: () => '/api/v1/office/discounts',
      body: settings({ active: false }),
      ok: 201,
    },
    updateDiscount: {
      method: 'PUT',
      url: async () => {
        const [first] = await d.t.database.db
          .select()
          .from(discounts)
          .where(eq(discounts.tenantId, d.tenantId));
        return `/api/v1/office/discounts/${first!.id}`;
      },
      body: undefined,
      ok: 200,
    },
  };

  it('has a row for every discount call', () => {
    expect(Object.keys(CASES).sort()).toEqual(discountEndpoints.map((e) => e.operationId).sort());
  });

  const rows = Object.keys(CASES).flatMap((id) =>
    (['none', 'OWNER', 'OPERATOR', 'MANAGER'] as const).map((who) => [id, who] as const),
  );
  it.each(rows)('%s as %s', async (operationId, who) => {
    const row = CASES[operationId]!;
    const url = await row.url();
    let body = row.body;
    if (operationId === 'updateDiscount') {
      // The chain's own discount, sent back as it is.
      const { id: _id, ...current } = (
        await call('GET', '/api/v1/office/discounts', staff.OWNER)
      ).body.discounts.find((discount: { id: number }) => url.endsWith(`/${discount.id}`));
      body = current;
    }
    const answer = await call(row.method, url, who === 'none' ? undefined : staff[who], body);
    if (who === 'none')
      expect([answer.status, answer.body.errors[0].code]).toEqual([401, 'staff.unauthenticated']);
    else if (who === 'MANAGER')
      expect([answer.status, answer.body.errors[0].code]).toEqual([403, 'staff.forbidden']);
    else expect(answer.status, JSON.stringify(answer.body)).toBe(row.ok);
  });
});

describe('the editor', () => {
  it('a new discount prices the next preflight, an edit switches it off, each audited', async () => {
    const before = await appliedDiscounts();
    expect(before).not.toContain('Самовывоз −30 %');
    const made = await call('POST', '/api/v1/office/discounts', staff.OPERATOR, settings());
    expect(made.status).toBe(201);
    const id: number = made.body.discount.id;
    expect(made.body.discount).toMatchObject({ name: 'Самовывоз −30 %', value: 30, restoIds: [RESTO] });
    expect(await appliedDiscounts()).toEqual(['Самовывоз −30 %']);

    const off = await call('PUT', `/api/v1/office/discounts/${id}`, staff.OWNER, settings({ active: false }));
    expect(off.status).toBe(200);
    expect(await appliedDiscounts()).toEqual(before);

    const entries = await auditOf(d, `discount:${id}`);
    expect(entries.map((entry) => entry.action)).toEqual(['discount.create', 'discount.update']);
    expect(entries[1]).toMatchObject({
      before: { active: true },
      after: { active: false },
      staffId: staff.OWNER.id,
    });
  });

  it('refuses what the pricing could not use and changes nothing', async () => {
    const list = async () => (await call('GET', '/api/v1/office/discounts', staff.OWNER)).body.discounts;
    const auditCount = async () =>
      (
        await d.t.database.db
          .select({ n: count() })
          .from(staffAuditLog)
          .where(eq(staffAuditLog.tenantId, d.tenantId))
      )[0]!.n;
    const was = { discounts: await list(), audit: await auditCount() };
    const answers = [
      await call('POST', '/api/v1/office/discounts', staff.OWNER, settings({ value: 150 })),
      await call('POST', '/api/v1/office/discounts', staff.OWNER, settings({ name: '   ' })),
      await call('POST', '/api/v1/office/discounts', staff.OWNER, settings({ deliveryTypes: [] })),
      await call('POST', '/api/v1/office/discounts', staff.OWNER, settings({ restoIds: [999_999] })),
      await call('PUT', '/api/v1/office/discounts/999999', staff.OWNER, settings()),
    ];
    expect(answers.map((answer) => [answer.status, answer.body.errors[0].code])).toEqual([
      [400, 'common.bad-request'],
      [400, 'common.bad-request'],
      [400, 'common.bad-request'],
      [422, 'staff.resto-unknown'],
      [404, 'discount.not-found'],
    ]);
    expect(JSON.stringify(answers[0]!.body)).toContain('A percentage is at most 100');
    expect(await list()).toEqual(was.discounts);
    expect(await auditCount()).toBe(was.audit);
  });
});

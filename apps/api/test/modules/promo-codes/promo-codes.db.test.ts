// The office's promo codes (issue 39) on both databases: every role on every call, the origin
// check, a new code priced by the very next preflight, an edit that switches a code off, refusals
// that change nothing, and batches of single-use codes drawn at once that never share a code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodeEndpoints, type StaffRole } from '@nori/contract';
import { count, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../src/db/schema';
import {
  auditOf,
  officeCall,
  staffOfEveryRole,
  deskTestApp,
  officeHeaders,
  type DeskStaff,
  type DeskTestApp,
} from '../desk/desk-helpers';
import { errorCode, orderDraft, post, takeAwayCart } from '../orders/requests';
import { RESTO } from '../orders/order-chain';

const SETUP_TIMEOUT_MS = 60_000;
let d: DeskTestApp;
let staff: Record<StaffRole, DeskStaff>;

beforeAll(async () => {
  d = await deskTestApp();
  staff = await staffOfEveryRole(d);
}, SETUP_TIMEOUT_MS);
afterAll(() => d.t.close());

/** 15 % off take-away orders of at least 500 ₽, at most 100 ₽ off, every restaurant. */
const settings = (overrides: Record<string, unknown> = {}) => ({
  active: true,
  restoIds: null,
  deliveryTypes: ['TAKE_AWAY'],
  kind: 'PERCENT',
  value: 15,
  minOrderAmount: 50000,
  maxDiscountAmount: 10000,
  startsAt: null,
  endsAt: null,
  hours: null,
  usageLimit: null,
  perPersonLimit: null,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: DeskStaff | undefined, payload?: object) =>
  officeCall(d, method, url, who, payload);
const list = async () => (await call('GET', '/api/v1/office/promo-codes', staff.OPERATOR)).body.promoCodes;
const create = (body: object, who = staff.OPERATOR) => call('POST', '/api/v1/office/promo-codes', who, body);
const auditCount = async () =>
  (
    await d.t.database.db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.tenantId, d.tenantId))
  )[0]!.n;

/** The customer's take-away preflight (6 × Мисо, 1 194 ₽) with a promo code. */
const preflightWith = (promoCode: string) =>
  post(
    d.t,
    `/1/persons/${d.customer.personId}/orders/preflight`,
    { ...takeAwayCart(), promoCode },
    d.customer.headers,
  );

describe('roles, call by call', () => {
  const CASES: Record<
    string,
    { method: 'GET' | 'POST' | 'PUT'; url: string; body?: (n: number) => object; ok: number }
  > = {
    listPromoCodes: { method: 'GET', url: '/api/v1/office/promo-codes', ok: 200 },
    createPromoCode: {
      method: 'POST',
      url: '/api/v1/office/promo-codes',
      body: (n) => ({ ...settings(), code: `ROLE${n}` }),
      ok: 201,
    },
    updatePromoCode: {
      method: 'PUT',
      url: '/api/v1/office/promo-codes/WELCOME',
      body: () => settings(),
      ok: 200,
    },
    generatePromoCodes: {
      method: 'POST',
      url: '/api/v1/office/promo-codes/batch',
      body: () => ({ ...settings(), prefix: 'R', count: 1 }),
      ok: 201,
    },
  };

  it('has a row for every promo code call', () => {
    expect(Object.keys(CASES).sort()).toEqual(promoCodeEndpoints.map((e) => e.operationId).sort());
  });

  let unique = 0;
  const rows = Object.keys(CASES).flatMap((id) =>
    (['none', 'OWNER', 'OPERATOR', 'MANAGER'] as const).map((who) => [id, who] as const),
  );
  it.each(rows)('%s as %s', async (operationId, who) => {
    const row = CASES[operationId]!;
    const answer = await call(
      row.method,
      row.url,
      who === 'none' ? undefined : staff[who],
      row.body?.(++unique),
    );
    if (who === 'none')
      expect([answer.status, answer.body.errors[0].code]).toEqual([401, 'staff.unauthenticated']);
    else if (who === 'MANAGER')
      expect([answer.status, answer.body.errors[0].code]).toEqual([403, 'staff.forbidden']);
    else expect(answer.status).toBe(row.ok);
  });
});

describe('the editor', () => {
  it('a new code is priced by the next preflight, typed in any case, and audited', async () => {
    expect(errorCode(await preflightWith('sushi15'))).toBe('promo-code.not-found');
    const made = await create({ ...settings(), code: 'Sushi15' });
    expect(made.status).toBe(201);
    expect(made.body.promoCode).toMatchObject({ code: 'Sushi15', value: 15, usedCount: 0 });
    expect((await list()).map((code: { code: string }) => code.code)).toContain('Sushi15');

    const priced = await preflightWith('SUSHI15');
    expect(priced.status).toBe(200);
    // 15 % of what is left after the chain's automatic discount, capped at 100 ₽ in all.
    expect(priced.body.promoCode).toBe('Sushi15');
    const codeShares = priced.body.positions.flatMap(
      (line: { promoCodes: { code: string; calculated: number }[] }) =>
        line.promoCodes.map((share) => [share.code, share.calculated]),
    );
    expect(codeShares).toEqual([['Sushi15', 10000]]);

    const [entry] = await auditOf(d, 'promo-code:Sushi15');
    expect(entry).toMatchObject({ action: 'promo-code.create', staffId: staff.OPERATOR.id, before: null });
    expect(entry!.after).toMatchObject({ code: 'Sushi15', kind: 'PERCENT', value: 15 });
  });

  it('an edit switches a code off at once, keeps its uses, and records before and after', async () => {
    await create({ ...settings(), code: 'OFFSOON' });
    expect((await preflightWith('OFFSOON')).status).toBe(200);
    const edited = await call(
      'PUT',
      '/api/v1/office/promo-codes/offsoon',
      staff.OWNER,
      settings({ active: false }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.promoCode).toMatchObject({ code: 'OFFSOON', active: false, usedCount: 0 });
    expect(errorCode(await preflightWith('OFFSOON'))).toBe('promo-code.not-active');
    const entries = await auditOf(d, 'promo-code:OFFSOON');
    expect(entries.map((entry) => entry.action)).toEqual(['promo-code.create', 'promo-code.update']);
    expect(entries[1]).toMatchObject({
      before: { active: true },
      after: { active: false },
      staffId: staff.OWNER.id,
    });
  });

  it('refuses what the import refuses, a taken code and a foreign restaurant, and changes nothing', async () => {
    const before = { codes: await list(), audit: await auditCount() };
    const refusals = [
      [await create({ ...settings({ value: 150 }), code: 'TOOMUCH' }), 400],
      [
        await create({
          ...settings({ startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' }),
          code: 'BACKWARDS',
        }),
        400,
      ],
      [await create({ ...settings(), code: 'bad code!' }), 400],
      [await create({ ...settings(), code: 'welcome' }), 409],
      [await create({ ...settings({ restoIds: [RESTO, 999_999] }), code: 'ELSEWHERE' }), 422],
      [await call('PUT', '/api/v1/office/promo-codes/NOSUCH', staff.OWNER, settings()), 404],
      [await call('PUT', '/api/v1/office/promo-codes/WELCOME', staff.OWNER, settings({ value: 101 })), 400],
      [
        await call('POST', '/api/v1/office/promo-codes/batch', staff.OWNER, {
          ...settings(),
          prefix: 'X',
          count: 1001,
        }),
        400,
      ],
    ] as const;
    expect(refusals.map(([answer]) => answer.status)).toEqual(refusals.map(([, status]) => status));
    expect(refusals.map(([answer]) => answer.body.errors[0].code)).toEqual([
      'common.bad-request',
      'common.bad-request',
      'common.bad-request',
      'promo.code-taken',
      'staff.resto-unknown',
      'promo.not-found',
      'common.bad-request',
      'common.bad-request',
    ]);
    // The rules' own texts, as the import gives them.
    expect(JSON.stringify(refusals[0][0].body)).toContain('A percentage is at most 100');
    expect(JSON.stringify(refusals[1][0].body)).toContain('endsAt must be after startsAt');
    expect(await list()).toEqual(before.codes);
    expect(await auditCount()).toBe(before.audit);
  });

  it('lists what each code gave on the orders that used it', async () => {
    await create({
      ...settings({ deliveryTypes: ['DELIVERY'], kind: 'FIXED', value: 5000, minOrderAmount: null }),
      code: 'GAVE50',
    });
    const placed = await post(
      d.t,
      `/api/v1/persons/${d.customer.personId}/orders`,
      orderDraft({ promoCode: 'gave50' }),
      { ...d.customer.headers, 'idempotency-key': 'promo-codes-gave50' },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const listed = (await list()).find((code: { code: string }) => code.code === 'GAVE50');
    expect(listed).toMatchObject({ usedCount: 1, discountsGiven: [{ currency: 'RUB', amount: 5000 }] });
    // An edit answers the code with what it gave, as the list does.
    const edited = await call('PUT', '/api/v1/office/promo-codes/gave50', staff.OWNER, {
      ...settings({ deliveryTypes: ['DELIVERY'], kind: 'FIXED', value: 6000, minOrderAmount: null }),
    });
    expect(edited.body.promoCode.discountsGiven).toEqual([{ currency: 'RUB', amount: 5000 }]);
  });

  it('refuses a write from another origin', async () => {
    const answer = await d.t.app.inject({
      method: 'POST',
      url: '/api/v1/office/promo-codes',
      headers: { ...officeHeaders(staff.OWNER), origin: 'https://evil.test' },
      payload: { ...settings(), code: 'CSRF' },
    });
    expect([answer.statusCode, answer.json().errors[0].code]).toEqual([403, 'staff.origin-mismatch']);
    expect((await list()).some((code: { code: string }) => code.code === 'CSRF')).toBe(false);
  });

  it('batches drawn at once hand out distinct single-use codes, each usable', async () => {
    const batch = { ...settings({ minOrderAmount: null }), prefix: 'FLYER-', count: 200 };
    const [first, second] = await Promise.all([
      call('POST', '/api/v1/office/promo-codes/batch', staff.OWNER, batch),
      call('POST', '/api/v1/office/promo-codes/batch', staff.OPERATOR, batch),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const codes: string[] = [...first.body.codes, ...second.body.codes];
    expect(codes).toHaveLength(400);
    expect(new Set(codes.map((code) => code.toLowerCase())).size).toBe(400);
    for (const code of codes) expect(code).toMatch(/^FLYER-[A-HJKMNP-Z2-9]{8}$/);
    const stored = (await list()).filter((code: { code: string }) => code.code.startsWith('FLYER-'));
    expect(stored).toHaveLength(400);
    expect(new Set(stored.map((code: { usageLimit: number }) => code.usageLimit))).toEqual(new Set([1]));
    expect((await preflightWith(codes[0]!.toLowerCase())).body.promoCode).toBe(codes[0]);
    const [entry] = await auditOf(d, 'promo-code:FLYER-*');
    expect(entry!.action).toBe('promo-code.generate');
  });
});

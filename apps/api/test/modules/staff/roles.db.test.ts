// Every office call of the staff module, tried with every role and with no session: the guard
// lets in exactly the roles the call is for. The list of calls is the contract's, so a call added
// to it without a row here fails the first test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffEndpoints, type StaffRole } from '@nori/contract';
import {
  addTestStaff,
  createStaffTestApp,
  firstErrorCode,
  writeHeaders,
  type StaffTestApp,
} from './staff-test-kit';

type Who = StaffRole | 'none';
const ALL: Who[] = ['OWNER', 'OPERATOR', 'MANAGER'];

interface Case {
  /** The path with its variables filled (the target account is {target}). */
  url: string;
  body?: object | ((unique: number) => object);
  allowed: Who[];
  /** The status of a call let in. */
  ok: number;
}

const CASES: Record<string, Case> = {
  signInStaff: { url: '/api/v1/office/session', body: {}, allowed: ['none', ...ALL], ok: 400 },
  signOutStaff: { url: '/api/v1/office/session', allowed: ALL, ok: 204 },
  getStaffMe: { url: '/api/v1/office/me', allowed: ALL, ok: 200 },
  changeStaffPassword: {
    url: '/api/v1/office/me/password',
    body: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery' },
    allowed: ALL,
    ok: 200,
  },
  startStaffTotp: { url: '/api/v1/office/me/totp', allowed: ALL, ok: 200 },
  confirmStaffTotp: {
    url: '/api/v1/office/me/totp/confirm',
    body: { code: '123456' },
    allowed: ALL,
    ok: 409,
  },
  listOfficeRestos: { url: '/api/v1/office/restos', allowed: ALL, ok: 200 },
  listStaff: { url: '/api/v1/office/staff', allowed: ['OWNER'], ok: 200 },
  createStaff: {
    url: '/api/v1/office/staff',
    body: (unique) => ({ email: `made${unique}@chain.test`, name: 'Made', role: 'OPERATOR' }),
    allowed: ['OWNER'],
    ok: 201,
  },
  updateStaff: {
    url: '/api/v1/office/staff/{target}',
    body: { name: 'Renamed' },
    allowed: ['OWNER'],
    ok: 200,
  },
  revokeStaffSessions: { url: '/api/v1/office/staff/{target}/sessions', allowed: ['OWNER'], ok: 204 },
  listStaffAudit: { url: '/api/v1/office/audit?limit=5', allowed: ['OWNER'], ok: 200 },
};

let t: StaffTestApp;
let target: number;
beforeAll(async () => {
  t = await createStaffTestApp();
  target = (await addTestStaff(t, { role: 'OPERATOR' })).id;
});
afterAll(() => t.close());

describe('roles, call by call', () => {
  it('has a row for every office call of the staff module', () => {
    expect(Object.keys(CASES).sort()).toEqual(staffEndpoints.map((e) => e.operationId).sort());
  });

  let unique = 0;
  const rows = staffEndpoints.flatMap((endpoint) =>
    (['none', ...ALL] as Who[]).map((who) => [endpoint.operationId, who, endpoint] as const),
  );
  it.each(rows)('%s as %s', async (operationId, who, endpoint) => {
    const row = CASES[operationId]!;
    let cookie: string | undefined;
    if (who !== 'none') {
      const staff = await addTestStaff(t, { role: who, restoIds: who === 'MANAGER' ? [201] : [] });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/office/session',
        headers: writeHeaders(),
        payload: { email: staff.email, password: staff.password },
      });
      cookie = String(response.headers['set-cookie']).split(';')[0];
    }
    const body = typeof row.body === 'function' ? row.body(++unique) : row.body;
    const response = await t.app.inject({
      method: endpoint.method,
      url: row.url.replace('{target}', String(target)),
      headers: writeHeaders(cookie),
      ...(body ? { payload: body } : {}),
    });
    if (row.allowed.includes(who)) {
      expect(response.statusCode, response.body).toBe(row.ok);
    } else if (who === 'none') {
      expect(response.statusCode).toBe(401);
      expect(firstErrorCode(response)).toBe('staff.unauthenticated');
    } else {
      expect(response.statusCode).toBe(403);
      expect(firstErrorCode(response)).toBe('staff.forbidden');
    }
  });
});

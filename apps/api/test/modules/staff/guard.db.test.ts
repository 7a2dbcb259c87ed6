// requireStaff with a restaurant: managers open only theirs, owners and operators any of their
// chain's, nobody another chain's. Probed through a route mounted the way desk calls are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@nori/contract';
import { requireStaff, restoIdParam } from '../../../src/modules/staff/routes/staff-guard';
import {
  addTestStaff,
  createStaffTestApp,
  firstErrorCode,
  HOST,
  OTHER_CHAIN_RESTO,
  signIn,
  type StaffTestApp,
} from './staff-test-kit';

let t: StaffTestApp;
const cookies: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  t = await createStaffTestApp();
  t.app.get(
    '/api/v1/office/restos/:restoId/probe',
    { preHandler: requireStaff({ roles: ['OWNER', 'OPERATOR', 'MANAGER'], resto: restoIdParam }) },
    async (request) => ({ staffId: request.staff?.id, role: request.staff?.role }),
  );
  t.app.get(
    '/api/v1/office/operators-only',
    { preHandler: requireStaff({ roles: ['OPERATOR'] }) },
    async () => ({}),
  );
  cookies.OWNER = await signIn(t, await addTestStaff(t, { role: 'OWNER' }));
  cookies.OPERATOR = await signIn(t, await addTestStaff(t, { role: 'OPERATOR' }));
  cookies.MANAGER = await signIn(t, await addTestStaff(t, { role: 'MANAGER', restoIds: [201, 203] }));
});
afterAll(() => t.close());

const probe = (role: StaffRole, resto: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/office/restos/${resto}/probe`,
    headers: { host: HOST, cookie: cookies[role]! },
  });

describe('the staff guard', () => {
  it.each([
    ['MANAGER', 201, 200],
    ['MANAGER', 203, 200],
    ['MANAGER', 202, 403],
    ['MANAGER', OTHER_CHAIN_RESTO, 403],
    ['MANAGER', 'abc', 403],
    ['OPERATOR', 202, 200],
    ['OPERATOR', OTHER_CHAIN_RESTO, 403],
    ['OWNER', 205, 200],
    ['OWNER', OTHER_CHAIN_RESTO, 403],
    ['OWNER', 999_999, 403],
  ] as const)('%s opening restaurant %s: %i', async (role, resto, status) => {
    const response = await probe(role, resto);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().role).toBe(role);
    else expect(firstErrorCode(response)).toBe('staff.forbidden');
  });

  it('refuses a role not listed, and anyone without a session', async () => {
    const owner = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/operators-only',
      headers: { host: HOST, cookie: cookies.OWNER! },
    });
    expect(owner.statusCode).toBe(403);
    const nobody = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/operators-only',
      headers: { host: HOST, cookie: 'nori_staff=forged' },
    });
    expect(nobody.statusCode).toBe(401);
    expect(firstErrorCode(nobody)).toBe('staff.unauthenticated');
  });

  it('reads role changes at once, not at the next sign-in', async () => {
    const staff = await addTestStaff(t, { role: 'OPERATOR' });
    const cookie = await signIn(t, staff);
    const call = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/office/operators-only', headers: { host: HOST, cookie } });
    expect((await call()).statusCode).toBe(200);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/office/staff/${staff.id}`,
      headers: { host: HOST, origin: `http://${HOST}`, cookie: cookies.OWNER! },
      payload: { role: 'MANAGER', restoIds: [201] },
    });
    expect((await call()).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../../src/db/schema';
import { addStaff } from '../../../src/modules/staff/services/add-staff';
import { findOfficeTenant } from '../../../src/modules/staff/repositories/office-tenant';
import {
  addTestStaff,
  createStaffTestApp,
  DEMO_RESTOS,
  firstErrorCode,
  HOST,
  OTHER_CHAIN_RESTO,
  signIn,
  signInCall,
  writeHeaders,
  type StaffTestApp,
} from './staff-test-kit';

let t: StaffTestApp;
let ownerCookie: string;
beforeAll(async () => {
  t = await createStaffTestApp();
  ownerCookie = await signIn(t, await addTestStaff(t, { role: 'OWNER' }));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'GET' ? { host: HOST, cookie } : writeHeaders(cookie),
    payload,
  });

describe('staff accounts', () => {
  it('stores an argon2id hash with OWASP parameters, never the password', async () => {
    const staff = await addTestStaff(t, { role: 'OPERATOR', password: 'plain text secret' });
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(JSON.stringify(row)).not.toContain('plain text secret');
  });

  it('keeps emails lower-cased and unique per chain, but the same email may serve another chain', async () => {
    await addTestStaff(t, { role: 'OPERATOR', email: 'Same@Chain.Test' });
    await expect(addTestStaff(t, { role: 'MANAGER', email: 'same@chain.test ' })).rejects.toMatchObject({
      code: 'staff.email-taken',
    });
    const other = await findOfficeTenant(t.database.db, 'other-chain');
    const { staff } = await addStaff(
      t.database.db,
      {
        tenantId: other!.id,
        email: 'same@chain.test',
        name: 'x',
        role: 'OWNER',
        restoIds: [],
        password: 'other chain pw',
      },
      { staffId: null, at: t.clock.now },
    );
    expect(staff.email).toBe('same@chain.test');
    // The office signs in to its own chain (the demo one here): the other chain's account does not open it.
    const elsewhere = await signInCall(t, { email: 'same@chain.test', password: 'other chain pw' });
    expect(firstErrorCode(elsewhere)).toBe('staff.credentials-invalid');
  });

  it('an owner adds a manager with a one-time password that opens only the password change', async () => {
    const created = await call('POST', '/api/v1/office/staff', ownerCookie, {
      email: 'New.Manager@Chain.Test',
      name: 'Нина',
      role: 'MANAGER',
      restoIds: [202, 201, 202],
    });
    expect(created.statusCode).toBe(201);
    const { staff, oneTimePassword } = created.json();
    expect(staff).toMatchObject({
      email: 'new.manager@chain.test',
      name: 'Нина',
      role: 'MANAGER',
      restoIds: [201, 202],
      passwordChangeRequired: true,
      totpEnabled: false,
      totpRequired: false,
      disabled: false,
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{16}$/);

    const cookie = await signIn(t, {
      id: staff.id,
      email: staff.email,
      password: oneTimePassword,
      role: 'MANAGER',
    });
    const restos = await call('GET', '/api/v1/office/restos', cookie);
    expect(restos.statusCode).toBe(403);
    expect(firstErrorCode(restos)).toBe('staff.password-change-required');
    expect((await call('GET', '/api/v1/office/me', cookie)).json().staff.passwordChangeRequired).toBe(true);

    const changed = await call('POST', '/api/v1/office/me/password', cookie, {
      currentPassword: oneTimePassword,
      newPassword: 'my own long password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().staff.passwordChangeRequired).toBe(false);
    const after = await call('GET', '/api/v1/office/restos', cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json().restos.map((r: { id: number }) => r.id)).toEqual([201, 202]);
    expect(after.json().restos[0]).toEqual({
      id: 201,
      name: expect.any(String),
      city: expect.any(String),
      address: expect.any(String),
      currency: 'RUB',
    });
  });

  it('refuses a password change with the wrong current password, and a new password under 10 characters', async () => {
    const staff = await addTestStaff(t, { role: 'OPERATOR' });
    const cookie = await signIn(t, staff);
    const wrong = await call('POST', '/api/v1/office/me/password', cookie, {
      currentPassword: 'not it at all',
      newPassword: 'a good new password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(firstErrorCode(wrong)).toBe('staff.password-wrong');
    const short = await call('POST', '/api/v1/office/me/password', cookie, {
      currentPassword: staff.password,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
  });

  it('lists the chain’s accounts to owners, without hashes or secrets', async () => {
    const list = await call('GET', '/api/v1/office/staff', ownerCookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/argon2|password_hash|passwordHash|totpSecret/);
    const emails = list.json().staff.map((s: { email: string }) => s.email);
    expect(emails).toContain('same@chain.test');
    expect(emails.filter((email: string) => email === 'same@chain.test')).toHaveLength(1);
  });

  it("changes a manager's restaurants and role; owners and operators see every restaurant of the chain only", async () => {
    const manager = await addTestStaff(t, { role: 'MANAGER', restoIds: [203] });
    const cookie = await signIn(t, manager);
    const ids = async () =>
      (await call('GET', '/api/v1/office/restos', cookie)).json().restos.map((r: { id: number }) => r.id);
    expect(await ids()).toEqual([203]);
    await call('PATCH', `/api/v1/office/staff/${manager.id}`, ownerCookie, { restoIds: [204, 205] });
    expect(await ids()).toEqual([204, 205]);
    const promoted = await call('PATCH', `/api/v1/office/staff/${manager.id}`, ownerCookie, {
      role: 'OPERATOR',
    });
    expect(promoted.json().staff).toMatchObject({ role: 'OPERATOR', restoIds: [] });
    expect((await ids()).sort()).toEqual(DEMO_RESTOS);
  });

  it("refuses another chain's restaurant and an unknown account", async () => {
    const foreign = await call('POST', '/api/v1/office/staff', ownerCookie, {
      email: 'foreign@chain.test',
      name: 'x',
      role: 'MANAGER',
      restoIds: [OTHER_CHAIN_RESTO],
    });
    expect(foreign.statusCode).toBe(422);
    expect(firstErrorCode(foreign)).toBe('staff.resto-unknown');
    const missing = await call('PATCH', '/api/v1/office/staff/999999', ownerCookie, { disabled: true });
    expect(missing.statusCode).toBe(404);
    expect(firstErrorCode(missing)).toBe('staff.not-found');
  });

  it('refuses to leave the chain without an active owner', async () => {
    const fresh = await createStaffTestApp();
    try {
      const owner = await addTestStaff(fresh, { role: 'OWNER' });
      const cookie = await signIn(fresh, owner);
      const demote = await fresh.app.inject({
        method: 'PATCH',
        url: `/api/v1/office/staff/${owner.id}`,
        headers: writeHeaders(cookie),
        payload: { role: 'OPERATOR' },
      });
      expect(demote.statusCode).toBe(409);
      expect(firstErrorCode(demote)).toBe('staff.last-owner');
      const second = await addTestStaff(fresh, { role: 'OWNER' });
      const disable = await fresh.app.inject({
        method: 'PATCH',
        url: `/api/v1/office/staff/${second.id}`,
        headers: writeHeaders(cookie),
        payload: { disabled: true },
      });
      expect(disable.statusCode).toBe(200);
      const signInDisabled = await signInCall(fresh, { email: second.email, password: second.password });
      expect(signInDisabled.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

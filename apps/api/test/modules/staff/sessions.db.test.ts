import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signInTestPerson } from '../../helpers/sign-in';
import {
  addTestStaff,
  cookieOf,
  createStaffTestApp,
  firstErrorCode,
  HOST,
  signIn,
  signInCall,
  writeHeaders,
  type StaffTestApp,
} from './staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/office/me',
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
  });

describe('staff sign-in', () => {
  it('signs in with email and password, sets an httpOnly SameSite=Strict cookie for /api/v1/office, and me answers', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const response = await signInCall(t, {
      email: ` ${owner.email.toUpperCase()} `,
      password: owner.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      staff: {
        id: owner.id,
        email: owner.email,
        name: 'OWNER',
        role: 'OWNER',
        restoIds: [],
        totpEnabled: false,
        totpRequired: false,
        passwordChangeRequired: false,
      },
    });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(
      /^nori_staff=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/office; HttpOnly; SameSite=Strict; Max-Age=604800$/,
    );
    const answer = await me(cookieOf(response));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().staff.email).toBe(owner.email);
  });

  it('stores the session hashed: the cookie token is nowhere in the database', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const cookie = await signIn(t, owner);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.execute(
      sql`select id_hash from staff_sessions where staff_id = ${owner.id}`,
    );
    const hashes = (rows as unknown as { rows: { id_hash: string }[] }).rows.map((row) => row.id_hash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toContain(token);
  });

  it('refuses a wrong password, an unknown email and a disabled account with one answer', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    for (const body of [
      { email: owner.email, password: 'not the password' },
      { email: 'nobody@chain.test', password: owner.password },
    ]) {
      const response = await signInCall(t, body, { 'x-forwarded-for': '' });
      expect(response.statusCode).toBe(401);
      expect(firstErrorCode(response)).toBe('staff.credentials-invalid');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('signs out: the cookie is cleared and the session no longer opens anything', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const cookie = await signIn(t, owner);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/office/session',
      headers: writeHeaders(cookie),
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^nori_staff=; Path=\/api\/v1\/office; HttpOnly; SameSite=Strict; Max-Age=0$/,
    );
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(firstErrorCode(after)).toBe('staff.unauthenticated');
  });
});

describe('staff session lifetime', () => {
  const minutes = (n: number) => n * 60_000;
  const advance = (ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

  it('ends after 12 hours without a request, and is kept alive by use until then', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const cookie = await signIn(t, owner);
    advance(minutes(11 * 60));
    expect((await me(cookie)).statusCode).toBe(200);
    advance(minutes(11 * 60));
    expect((await me(cookie)).statusCode).toBe(200);
    advance(minutes(12 * 60) + 1);
    const expired = await me(cookie);
    expect(expired.statusCode).toBe(401);
    expect(firstErrorCode(expired)).toBe('staff.unauthenticated');
  });

  it('ends 7 days after sign-in however often it is used', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const cookie = await signIn(t, owner);
    for (let hour = 0; hour < 7 * 24 - 10; hour += 10) {
      advance(minutes(10 * 60));
      expect((await me(cookie)).statusCode).toBe(200);
    }
    advance(minutes(10 * 60));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("an owner ends every session of a staff member; the owner's own stays", async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const operator = await addTestStaff(t, { role: 'OPERATOR' });
    const ownerCookie = await signIn(t, owner);
    const desk = await signIn(t, operator);
    const laptop = await signIn(t, operator);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/office/staff/${operator.id}/sessions`,
      headers: writeHeaders(ownerCookie),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await me(desk)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(ownerCookie)).statusCode).toBe(200);
    expect((await me(await signIn(t, operator))).statusCode).toBe(200);
  });

  it('disabling an account ends its sessions and refuses its sign-in', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const manager = await addTestStaff(t, { role: 'MANAGER', restoIds: [201] });
    const ownerCookie = await signIn(t, owner);
    const managerCookie = await signIn(t, manager);
    const disable = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/office/staff/${manager.id}`,
      headers: writeHeaders(ownerCookie),
      payload: { disabled: true },
    });
    expect(disable.statusCode).toBe(200);
    expect(disable.json().staff.disabled).toBe(true);
    expect((await me(managerCookie)).statusCode).toBe(401);
    const again = await signInCall(t, { email: manager.email, password: manager.password });
    expect(again.statusCode).toBe(401);
    expect(firstErrorCode(again)).toBe('staff.credentials-invalid');
  });

  it('a password change ends the other sessions of the account but keeps this one', async () => {
    const operator = await addTestStaff(t, { role: 'OPERATOR' });
    const here = await signIn(t, operator);
    const elsewhere = await signIn(t, operator);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/me/password',
      headers: writeHeaders(here),
      payload: { currentPassword: operator.password, newPassword: 'a brand new passphrase' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const old = await signInCall(t, { email: operator.email, password: operator.password });
    expect(old.statusCode).toBe(401);
    await signIn(t, { ...operator, password: 'a brand new passphrase' });
  });
});

describe('staff and customers stay apart', () => {
  it("a customer's bearer token opens no office call", async () => {
    const person = await signInTestPerson(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/me',
      headers: { host: HOST, ...person.headers },
    });
    expect(response.statusCode).toBe(401);
    expect(firstErrorCode(response)).toBe('staff.unauthenticated');
  });

  it('a staff cookie opens no customer call', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const cookie = await signIn(t, owner);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { host: HOST, cookie },
    });
    expect(response.statusCode).toBe(401);
    expect(firstErrorCode(response)).toBe('token.invalid');
  });

  it('marks the cookie Secure when a trusted proxy says the request came over TLS', async () => {
    const behindTls = await createStaffTestApp({}, { trustProxy: ['127.0.0.1'] });
    try {
      const owner = await addTestStaff(behindTls, { role: 'OWNER' });
      const response = await behindTls.app.inject({
        method: 'POST',
        url: '/api/v1/office/session',
        headers: { host: HOST, origin: `https://${HOST}`, 'x-forwarded-proto': 'https' },
        payload: { email: owner.email, password: owner.password },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await behindTls.close();
    }
  });
});

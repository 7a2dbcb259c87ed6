import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccounts } from '../../../src/db/schema';
import { totpCode } from '../../../src/modules/staff/services/totp';
import {
  addTestStaff,
  createStaffTestApp,
  firstErrorCode,
  HOST,
  signIn,
  signInCall,
  writeHeaders,
  type StaffTestApp,
  type TestStaff,
} from './staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: writeHeaders(cookie), ...(payload ? { payload } : {}) });
const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { host: HOST, cookie } });
const later = (seconds: number) => (t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000));

/** Sets TOTP up for the staff member through the calls; returns the secret. */
async function setUpTotp(cookie: string): Promise<string> {
  const started = await post('/api/v1/office/me/totp', cookie);
  expect(started.statusCode).toBe(200);
  const { secret, otpauthUrl } = started.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  const confirmed = await post('/api/v1/office/me/totp/confirm', cookie, {
    code: totpCode(secret, t.clock.now),
  });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().staff.totpEnabled).toBe(true);
  return secret;
}

describe('TOTP as a second factor', () => {
  let staff: TestStaff;
  let secret: string;

  beforeAll(async () => {
    staff = await addTestStaff(t, { role: 'OPERATOR' });
    secret = await setUpTotp(await signIn(t, staff));
  });

  it('keeps the secret encrypted in the database and never answers it', async () => {
    const [row] = await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, staff.id));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(row!.totpSecret).not.toContain(secret);
    expect(row!.totpPendingSecret).toBeNull();
  });

  it('asks for the code, refuses a wrong one, takes the right one once', async () => {
    later(60);
    const without = await signInCall(t, { email: staff.email, password: staff.password });
    expect(without.statusCode).toBe(401);
    expect(firstErrorCode(without)).toBe('staff.totp-required');
    expect(without.headers['set-cookie']).toBeUndefined();

    const right = totpCode(secret, t.clock.now);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await signInCall(t, { email: staff.email, password: staff.password, totpCode: wrongCode });
    expect(wrong.statusCode).toBe(401);
    expect(firstErrorCode(wrong)).toBe('staff.totp-invalid');

    const ok = await signInCall(t, {
      email: staff.email,
      password: staff.password,
      totpCode: right,
    });
    expect(ok.statusCode).toBe(200);
    const replay = await signInCall(t, { email: staff.email, password: staff.password, totpCode: right });
    expect(replay.statusCode).toBe(401);
    expect(firstErrorCode(replay)).toBe('staff.totp-invalid');
  });

  it('does not ask for a code before the password is right', async () => {
    const response = await signInCall(t, { email: staff.email, password: 'wrong password' });
    expect(firstErrorCode(response)).toBe('staff.credentials-invalid');
  });

  it('refuses a confirmation without a started set-up, and a wrong code at confirmation', async () => {
    const other = await addTestStaff(t, { role: 'MANAGER', restoIds: [201] });
    const cookie = await signIn(t, other);
    const early = await post('/api/v1/office/me/totp/confirm', cookie, { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(firstErrorCode(early)).toBe('staff.totp-not-started');
    const started = (await post('/api/v1/office/me/totp', cookie)).json();
    const code = totpCode(started.secret, t.clock.now);
    const wrong = await post('/api/v1/office/me/totp/confirm', cookie, {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(firstErrorCode(wrong)).toBe('staff.totp-invalid');
    expect((await get('/api/v1/office/me', cookie)).json().staff.totpEnabled).toBe(false);
  });
});

describe('an owner requiring TOTP', () => {
  it('lets the account sign in only to set it up, then asks for the code at every sign-in', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const ownerCookie = await signIn(t, owner);
    const manager = await addTestStaff(t, { role: 'MANAGER', restoIds: [202] });
    const required = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/office/staff/${manager.id}`,
      headers: writeHeaders(ownerCookie),
      payload: { totpRequired: true },
    });
    expect(required.json().staff).toMatchObject({ totpRequired: true, totpEnabled: false });

    const cookie = await signIn(t, manager);
    const blocked = await get('/api/v1/office/restos', cookie);
    expect(blocked.statusCode).toBe(403);
    expect(firstErrorCode(blocked)).toBe('staff.totp-setup-required');
    expect((await get('/api/v1/office/me', cookie)).statusCode).toBe(200);

    const secret = await setUpTotp(cookie);
    expect((await get('/api/v1/office/restos', cookie)).statusCode).toBe(200);
    later(60);
    const without = await signInCall(t, { email: manager.email, password: manager.password });
    expect(firstErrorCode(without)).toBe('staff.totp-required');
    const withCode = await signInCall(t, {
      email: manager.email,
      password: manager.password,
      totpCode: totpCode(secret, t.clock.now),
    });
    expect(withCode.statusCode).toBe(200);
  });
});

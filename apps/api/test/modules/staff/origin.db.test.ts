// Every write under /api/v1/office must come from the server's own origin (CSRF refused).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addTestStaff,
  createStaffTestApp,
  firstErrorCode,
  HOST,
  OWN_ORIGIN,
  signIn,
  type StaffTestApp,
  type TestStaff,
} from './staff-test-kit';

let t: StaffTestApp;
let owner: TestStaff;
let cookie: string;
beforeAll(async () => {
  t = await createStaffTestApp({ extraOrigins: ['https://office.chain.example'] });
  owner = await addTestStaff(t, { role: 'OWNER' });
  cookie = await signIn(t, owner);
});
afterAll(() => t.close());

const writeWith = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/office/me/totp',
    headers: { host: HOST, cookie, ...headers },
  });

describe('the origin check of office writes', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['the same host over another scheme', { origin: `https://${HOST}` }],
    ['the same host on another port', { origin: `${OWN_ORIGIN}:8080` }],
    ['no Origin and no Sec-Fetch-Site', {}],
    ['no Origin, cross-site fetch', { 'sec-fetch-site': 'cross-site' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a write from %s with 403 staff.origin-mismatch', async (_name, headers) => {
    const response = await writeWith(headers);
    expect(response.statusCode).toBe(403);
    expect(firstErrorCode(response)).toBe('staff.origin-mismatch');
  });

  it.each([
    ['its own origin', { origin: OWN_ORIGIN }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['an origin of OFFICE_ORIGINS', { origin: 'https://office.chain.example' }],
  ])('lets a write from %s through', async (_name, headers) => {
    expect((await writeWith(headers)).statusCode).toBe(200);
  });

  it('refuses a cross-site sign-in before the password is looked at', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/session',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: { email: owner.email, password: owner.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('lets reads through from anywhere (they change nothing) and leaves other paths alone', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/office/me',
      headers: { host: HOST, cookie, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
    const customerWrite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign/out',
      headers: { host: HOST, origin: 'https://evil.example' },
      payload: {},
    });
    expect(firstErrorCode(customerWrite)).not.toBe('staff.origin-mismatch');
  });
});

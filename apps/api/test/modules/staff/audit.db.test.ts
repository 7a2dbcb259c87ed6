// Every staff write leaves an entry (who, when, what, on what, before, after, request id, client
// address), written with the change; owners read them newest first, page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../../src/modules/staff/repositories/audit-log';
import { totpCode } from '../../../src/modules/staff/services/totp';
import {
  addTestStaff,
  createStaffTestApp,
  HOST,
  signIn,
  writeHeaders,
  type StaffTestApp,
  type TestStaff,
} from './staff-test-kit';

let t: StaffTestApp;
let owner: TestStaff;
let cookie: string;
beforeAll(async () => {
  t = await createStaffTestApp();
  owner = await addTestStaff(t, { role: 'OWNER' });
  cookie = await signIn(t, owner);
});
afterAll(() => t.close());

const audit = async (query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/office/audit${query}`,
    headers: { host: HOST, cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: Record<string, unknown>[]; nextBefore: number | null };
};

describe('the audit log', () => {
  it('records a new account, with the command line as its author', async () => {
    const { entries } = await audit();
    expect(entries.at(-1)).toMatchObject({
      staffId: null,
      staffEmail: null,
      action: 'staff.create',
      target: `staff:${owner.id}`,
      before: null,
      after: { email: owner.email, role: 'OWNER', restoIds: [], disabled: false, totpEnabled: false },
      at: t.clock.now.toISOString(),
    });
  });

  it("records an owner's change with before and after, the request id and the client address", async () => {
    const manager = await addTestStaff(t, { role: 'MANAGER', restoIds: [201] });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/office/staff/${manager.id}`,
      headers: { ...writeHeaders(cookie), 'x-request-id': 'req-audit-1' },
      remoteAddress: '10.1.2.3',
      payload: { restoIds: [202, 203], totpRequired: true },
    });
    expect(response.statusCode).toBe(200);
    const [latest] = (await audit()).entries;
    expect(latest).toMatchObject({
      staffId: owner.id,
      staffEmail: owner.email,
      action: 'staff.update',
      target: `staff:${manager.id}`,
      before: { restoIds: [201], totpRequired: false, role: 'MANAGER' },
      after: { restoIds: [202, 203], totpRequired: true, role: 'MANAGER' },
      requestId: 'req-audit-1',
      clientAddress: '10.1.2.3',
    });
  });

  it('records password changes and TOTP set-ups, never the password, hash or secret', async () => {
    const operator = await addTestStaff(t, { role: 'OPERATOR', password: 'first password here' });
    const own = await signIn(t, operator);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/me/password',
      headers: writeHeaders(own),
      payload: { currentPassword: 'first password here', newPassword: 'second password here' },
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/me/totp',
      headers: writeHeaders(own),
    });
    const secret = started.json().secret as string;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/office/me/totp/confirm',
      headers: writeHeaders(own),
      payload: { code: totpCode(secret, t.clock.now) },
    });
    const { entries } = await audit('?limit=3');
    expect(entries.map((entry) => entry.action)).toEqual([
      'staff.totp-enable',
      'staff.totp-start',
      'staff.password-change',
    ]);
    expect(entries[0]).toMatchObject({
      staffId: operator.id,
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });
    expect(entries[2]).toMatchObject({
      before: { passwordChangeRequired: false },
      after: { passwordChangeRequired: false },
    });
    const all = JSON.stringify(await audit('?limit=200'));
    expect(all).not.toMatch(/first password here|second password here|argon2/);
    expect(all).not.toContain(secret);
  });

  it('pages newest first with nextBefore', async () => {
    const first = await audit('?limit=2');
    expect(first.entries).toHaveLength(2);
    const ids = first.entries.map((entry) => entry.id as number);
    expect(ids[0]).toBeGreaterThan(ids[1]!);
    const second = await audit(`?limit=2&before=${first.nextBefore}`);
    expect((second.entries[0]!.id as number) < ids[1]!).toBe(true);
    const everything = await audit('?limit=200');
    expect(everything.nextBefore).toBeNull();
  });

  it('is written in the transaction of the change: a change rolled back leaves no entry', async () => {
    const before = (await audit('?limit=200')).entries.length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          staffId: owner.id,
          action: 'test.change',
          target: 'x:1',
          before: 1,
          after: 2,
          at: t.clock.now,
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await audit('?limit=200')).entries.length).toBe(before);
    await recordAudit(t.database.db, {
      staffId: owner.id,
      action: 'test.change',
      target: 'x:1',
      before: 1,
      after: 2,
      at: t.clock.now,
    });
    const [latest] = (await audit()).entries;
    // The chain is taken from the staff member's account when the entry does not name it.
    expect(latest).toMatchObject({ action: 'test.change', staffId: owner.id, before: 1, after: 2 });
    const rows = await t.database.db.execute(
      sql`select tenant_id from staff_audit_log where action = 'test.change'`,
    );
    expect((rows as unknown as { rows: { tenant_id: number }[] }).rows[0]!.tenant_id).toBe(t.demoTenantId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoStaff } from '../../../src/modules/staff/services/demo-staff';
import { listStaffOf } from '../../../src/modules/staff/repositories/staff-repository';
import { createStaffTestApp, firstErrorCode, signIn, signInCall, type StaffTestApp } from './staff-test-kit';

let t: StaffTestApp;
beforeAll(async () => {
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const logged: string[] = [];
const log = { info: (_fields: unknown, message: string) => logged.push(message) } as never;

describe('the demo staff', () => {
  it('are never created in production', async () => {
    await seedDemoStaff(t.database.db, { nodeEnv: 'production', password: 'nori-demo-staff', log });
    expect(await listStaffOf(t.database.db, t.demoTenantId)).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('come with the demo chain: an owner and the manager of its first restaurant, announced at start', async () => {
    await seedDemoStaff(t.database.db, { nodeEnv: 'development', password: 'nori-demo-staff', log });
    const staff = await listStaffOf(t.database.db, t.demoTenantId);
    expect(
      staff.map(({ email, role, restoIds, passwordChangeRequired }) => ({
        email,
        role,
        restoIds,
        passwordChangeRequired,
      })),
    ).toEqual([
      { email: 'owner@demo.nori', role: 'OWNER', restoIds: [], passwordChangeRequired: false },
      { email: 'manager@demo.nori', role: 'MANAGER', restoIds: [201], passwordChangeRequired: false },
    ]);
    expect(logged).toEqual([
      expect.stringContaining(
        "sign in at /office as owner@demo.nori or manager@demo.nori with the password 'nori-demo-staff'",
      ),
    ]);
    await signIn(t, {
      id: staff[0]!.id,
      email: 'owner@demo.nori',
      password: 'nori-demo-staff',
      role: 'OWNER',
    });
  });

  it('are created once: a second start changes nothing, not even a changed password', async () => {
    await seedDemoStaff(t.database.db, { nodeEnv: 'test', password: 'another-demo-password', log });
    expect(await listStaffOf(t.database.db, t.demoTenantId)).toHaveLength(2);
    const response = await signInCall(t, { email: 'manager@demo.nori', password: 'another-demo-password' });
    expect(firstErrorCode(response)).toBe('staff.credentials-invalid');
  });
});

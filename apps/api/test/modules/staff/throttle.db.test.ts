// Wrong passwords are capped per account and client (5), per account from unknown clients (20)
// and per client (50) in 15 minutes, counted in the database; 429 with Retry-After.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_THROTTLE } from '../../../src/modules/staff/staff-config';
import {
  addTestStaff,
  createStaffTestApp,
  firstErrorCode,
  writeHeaders,
  type StaffTestApp,
  type TestStaff,
} from './staff-test-kit';

let t: StaffTestApp;
beforeEach(async () => {
  await t?.close();
  t = await createStaffTestApp();
});
afterAll(() => t.close());

const attempt = (staff: TestStaff, password: string, client: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/office/session',
    headers: writeHeaders(),
    remoteAddress: client,
    payload: { email: staff.email, password },
  });
const advanceMinutes = (n: number) => (t.clock.now = new Date(t.clock.now.getTime() + n * 60_000));

describe('the caps on wrong passwords', () => {
  it('allows 5 wrong passwords per account and client in 15 minutes, then refuses even the right one until the window moves', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(owner, 'wrong password', '10.0.0.1')).statusCode).toBe(401);
      advanceMinutes(1);
    }
    const refused = await attempt(owner, owner.password, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(firstErrorCode(refused)).toBe('staff.too-many-attempts');
    // The first failure was 5 minutes ago: the window of 15 leaves it in 10 minutes.
    expect(refused.headers['retry-after']).toBe('600');
    // Another client is not held back by this one's failures.
    expect((await attempt(owner, owner.password, '10.0.0.2')).statusCode).toBe(200);
    advanceMinutes(10);
    expect((await attempt(owner, owner.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it("caps strangers' guesses at 20 per account, while the owner's usual client still signs in", async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    expect((await attempt(owner, owner.password, '192.168.1.10')).statusCode).toBe(200);
    for (let i = 0; i < 20; i++)
      expect((await attempt(owner, 'guess', `203.0.113.${i + 1}`)).statusCode).toBe(401);
    const stranger = await attempt(owner, owner.password, '203.0.113.200');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(owner, owner.password, '192.168.1.10')).statusCode).toBe(200);
  });

  it('caps one client at 50 wrong passwords over every account', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 11 }, () => addTestStaff(t, { role: 'OPERATOR' })),
    );
    for (let i = 0; i < 50; i++)
      expect((await attempt(accounts[i % 10]!, 'guess', '198.51.100.7')).statusCode).toBe(401);
    const refused = await attempt(accounts[10]!, accounts[10]!.password, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect((await attempt(accounts[10]!, accounts[10]!.password, '198.51.100.8')).statusCode).toBe(200);
  });

  it('checks no more than the cap of guesses sent all at once', async () => {
    const owner = await addTestStaff(t, { role: 'OWNER' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => attempt(owner, 'guess', '10.7.7.7')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    // Guesses refused by the cap checked nothing and are not counted (racing ones may all be
    // refused): the guesses checked, and those still allowed after them, make the cap exactly.
    const checked = statuses.filter((status) => status === 401).length;
    for (let i = checked; i < 5; i++)
      expect((await attempt(owner, 'guess', '10.7.7.7')).statusCode).toBe(401);
    expect((await attempt(owner, owner.password, '10.7.7.7')).statusCode).toBe(429);
  });

  it('counts guesses at unknown emails too, so they cannot be used to probe without limit', async () => {
    const ghost = { id: 0, email: 'nobody@chain.test', password: 'x', role: 'OWNER' as const };
    for (let i = 0; i < 5; i++) expect((await attempt(ghost, 'guess', '10.9.9.9')).statusCode).toBe(401);
    expect((await attempt(ghost, 'guess', '10.9.9.9')).statusCode).toBe(429);
  });

  it('slows each wrong answer down more the more came before', async () => {
    const slow = await createStaffTestApp({
      throttle: { ...DEFAULT_STAFF_THROTTLE, failureDelayMs: 40 },
    });
    try {
      const staff = await addTestStaff(slow, { role: 'OPERATOR' });
      const timed = async () => {
        const started = performance.now();
        await slow.app.inject({
          method: 'POST',
          url: '/api/v1/office/session',
          headers: writeHeaders(),
          payload: { email: staff.email, password: 'wrong' },
        });
        return performance.now() - started;
      };
      const first = await timed();
      await timed();
      await timed();
      const fourth = await timed();
      expect(first).toBeGreaterThanOrEqual(40);
      expect(fourth).toBeGreaterThanOrEqual(160);
    } finally {
      await slow.close();
    }
  });
});

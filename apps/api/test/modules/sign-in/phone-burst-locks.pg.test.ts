// Issue 35, item 3, on PostgreSQL only (files named *.pg.test.ts): row locks held across pooled
// connections are what made a burst of SMS code requests queue and time out with 503s, and PGlite
// has a single connection, so the queue cannot form there. The counters every code request shares
// (the client address, the number range, the tenant's day) must never stay locked while one
// request waits: a request blocked on one counter must not stall the requests behind it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSignInConfig } from '../../../src/modules/sign-in/config-sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { addTenant, recordingSender, requestCode, signIn } from './phone-requests';

const NOW = new Date('2026-03-02T09:00:00Z');
let clock = NOW;

describe('a code request blocked on a shared counter', () => {
  const sms = recordingSender();
  let t: TestApp;
  let tenantId: number;
  beforeAll(async () => {
    t = await createTestApp({
      now: () => clock,
      signIn: { sms },
      config: {
        logLevel: 'silent',
        corsOrigins: [],
        signIn: { ...defaultSignInConfig(), smsDailyLimit: 1000 },
      },
    });
    tenantId = await addTenant(t);
  });
  afterAll(() => t.close());

  /** Sessions of this database waiting for a row lock right now. */
  const lockWaiters = async () => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { waiting: number }[] };
    return rows[0]?.waiting ?? 0;
  };
  const settled = <T>(promise: Promise<T>) => {
    const state = { done: false };
    void promise.finally(() => (state.done = true));
    return state;
  };

  it("does not hold the tenant's counter while it waits, so the next number's request goes through", async () => {
    // A number that signed in before (it counts no 'new numbers' window); signing it in also
    // creates the tenant's window for new numbers, which the test then holds locked.
    const known = '+79510000001';
    expect((await requestCode(t, known, { remoteAddress: '10.35.1.1' })).statusCode).toBe(202);
    expect((await signIn(t, known, sms.lastCode(known))).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 10 * 60_000);

    // Another connection holds the tenant's window for new numbers, as a slow request would.
    let release = () => {};
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from sign_in_limits where key = ${`tenant-new:${tenantId}`} for update`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;

    try {
      // A new number waits on that window, after its address, range and tenant windows.
      const blocked = requestCode(t, '+79520000001', { remoteAddress: '10.35.2.1' });
      while ((await lockWaiters()) < 1) await new Promise((resolve) => setTimeout(resolve, 20));

      // The known number needs the tenant's window the blocked one has counted, not the held one.
      const next = requestCode(t, known, { remoteAddress: '10.35.3.1' });
      const nextState = settled(next);
      while (!nextState.done && (await lockWaiters()) < 2)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(nextState.done, 'the next request queued behind the blocked one').toBe(true);
      expect((await next).statusCode).toBe(202);

      release();
      expect((await blocked).statusCode).toBe(202);
    } finally {
      release();
      await holder;
    }
  });
});

// Issue 35, finding 1: with one node's clock 20 s ahead, 50 parallel orders with one
// Idempotency-Key made 2 orders (60 s ahead: 3), because each node judged the claim's lease by its
// own clock. Every node now reads the database's time (db/database-clock.ts).
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { orders } from '../../../src/db/schema';
import { createTestApp, LOOSE_LIMITS, type TestApp } from '../../helpers/test-app';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { orderChain } from './order-chain';
import { orderDraft } from './requests';

/** The order chain open round the clock, its dishes orderable at any time: the test runs on real time. */
const alwaysOpenChain = () => {
  const file = orderChain();
  file.restos = file.restos.map((resto) => ({
    ...resto,
    openingHours: resto.openingHours.map((day) => ({ ...day, active: true, open: '00:00', close: '00:00' })),
  }));
  file.timeSlots = [];
  return file;
};

describe.each([20_000, 60_000])('two nodes whose clocks differ by %i ms', (skewMs) => {
  let t: TestApp;
  let ahead: FastifyInstance;
  let anna: SignedInPerson;
  beforeAll(async () => {
    // Neither app is given a clock: both take the database's, over node clocks skewMs apart.
    t = await createTestApp({ now: undefined });
    ahead = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [], limits: LOOSE_LIMITS },
      database: t.database,
      nodeNow: () => Date.now() + skewMs,
    });
    await t.app.catalogAdmin.importCatalog(alwaysOpenChain());
    anna = await signInTestPerson(t);
  });
  afterAll(async () => {
    await ahead.close();
    await t.close();
  });

  it('make one order of 50 parallel requests with one Idempotency-Key, half through each', async () => {
    const key = `skewed-clocks-${skewMs}`;
    // Each node signs with keys of its own here: each request carries a token of the node asked.
    const nodes = await Promise.all(
      [t.app, ahead].map(async (app) => {
        const { accessToken } = await app.sessions.start(
          { personId: anna.personId, source: 'PHONE' },
          new Date(),
        );
        return { app, authorization: `Bearer ${accessToken}` };
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const { app, authorization } = nodes[index % 2]!;
        return app.inject({
          method: 'POST',
          url: `/api/v1/persons/${anna.personId}/orders`,
          payload: orderDraft(),
          headers: { authorization, 'idempotency-key': key },
        });
      }),
    );
    const [row] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.personId, anna.personId));
    expect(row?.n).toBe(1);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((response) => response.json().id)).size).toBe(1);
    for (const response of responses.filter((r) => r.statusCode !== 201))
      expect(response.statusCode).toBe(409);
  });

  it('read the same time on both nodes', async () => {
    const [first, second] = await Promise.all(
      [t.app, ahead].map(async (app) =>
        Date.parse((await app.inject({ method: 'GET', url: '/1/now' })).json().utc_time),
      ),
    );
    expect(Math.abs(first! - second!)).toBeLessThan(1000);
  });
});

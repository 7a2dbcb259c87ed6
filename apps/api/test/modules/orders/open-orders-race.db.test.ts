// Issue 35, finding 4: the cap on open orders paid on receipt raced on PostgreSQL — 50 parallel
// cash orders by one person made 20 open orders past a cap of 3 (each saw room for one more).
// The check and the insert now happen under a lock of the person's orders, on any number of nodes.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { defaultLimitsConfig, type LimitsConfig } from '../../../src/config-limits';
import { orders } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { signInTestPerson } from '../../helpers/sign-in';
import { MONDAY_LUNCH, orderChain } from './order-chain';
import { errorCode, orderDraft } from './requests';

const CAP = 3;
const limits: LimitsConfig = {
  ...defaultLimitsConfig(),
  orders: { perPersonHourly: 10_000, perClientHourly: 10_000, unpaidPerResto: CAP },
};

describe('the cap on open orders paid on receipt, under a burst through two nodes', () => {
  let t: TestApp;
  let otherNode: TestApp['app'];
  const now = () => MONDAY_LUNCH;
  const config = { logLevel: 'silent' as const, corsOrigins: [], limits };
  beforeAll(async () => {
    t = await createTestApp({ now, config });
    await t.app.catalogAdmin.importCatalog(orderChain());
    otherNode = await buildApp({ config, database: t.database, now });
  });
  afterAll(async () => {
    await otherNode.close();
    await t.close();
  });

  it(`lets exactly ${CAP} of 50 parallel cash orders of one person through`, async () => {
    const person = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    // Each node signs with keys of its own here: each request carries a token of the node asked.
    const nodes = await Promise.all(
      [t.app, otherNode].map(async (app) => {
        const { accessToken } = await app.sessions.start(
          { personId: person.personId, source: 'PHONE' },
          MONDAY_LUNCH,
        );
        return { app, authorization: `Bearer ${accessToken}` };
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const { app, authorization } = nodes[index % 2]!;
        return app.inject({
          method: 'POST',
          url: `/api/v1/persons/${person.personId}/orders`,
          payload: orderDraft(),
          headers: { authorization },
        });
      }),
    );
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.personId, person.personId));
    expect(stored?.n).toBe(CAP);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(CAP);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    for (const answer of refused)
      expect([answer.statusCode, errorCode({ body: answer.json() })]).toEqual([
        409,
        'person-order.too-many-open',
      ]);
  });
});

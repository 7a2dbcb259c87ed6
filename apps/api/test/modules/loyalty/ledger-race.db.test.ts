// Issue 41: the ledger on any number of nodes. Two orders spending one balance at once through two
// nodes: one spends it, the other cannot (refused, or placed without it when it came second);
// the balance never goes below zero. Expiry swept by two nodes at once is written once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loyaltyEntries } from '../../../src/db/schema';
import { signInTestPerson } from '../../helpers/sign-in';
import { createTestApp, LOOSE_LIMITS, type TestApp } from '../../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH } from '../orders/order-chain';
import { errorCode, orderDraft } from '../orders/requests';
import { balanceOf, enableBonuses, grantBonuses, loyaltyChain, moveOrder } from './loyalty-helpers';

const SEVEN_MONTHS_LATER = new Date('2026-10-02T09:30:00.000Z');

describe('the bonus ledger on two nodes', () => {
  let t: TestApp;
  let otherNode: TestApp['app'];
  let tenantId: number;
  let clock = MONDAY_LUNCH;
  const now = () => clock;
  beforeAll(async () => {
    const config = { logLevel: 'silent' as const, corsOrigins: [], limits: LOOSE_LIMITS };
    t = await createTestApp({ now, config });
    await t.app.catalogAdmin.importCatalog(loyaltyChain());
    otherNode = await buildApp({ config, database: t.database, now });
    tenantId = await enableBonuses(t);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await otherNode.close();
    await t.close();
  });

  it('lets one of two orders spending the same balance at once spend it', async () => {
    const person = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    await grantBonuses(t, tenantId, person.personId, 225);
    const answers = await Promise.all(
      [t.app, otherNode].map(async (app, index) => {
        const { accessToken } = await app.sessions.start(
          { personId: person.personId, source: 'PHONE' },
          MONDAY_LUNCH,
        );
        return app.inject({
          method: 'POST',
          url: `/api/v1/persons/${person.personId}/orders`,
          payload: orderDraft({ bonuses: 'BEST' }),
          headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': `bonus-race-${index}` },
        });
      }),
    );
    const placed = answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json());
    const spenders = placed.filter((order) => order.bonusesSpent === 225);
    expect(spenders).toHaveLength(1);
    for (const answer of answers) {
      if (answer.statusCode === 201) continue;
      expect([answer.statusCode, errorCode({ body: answer.json() })]).toEqual([409, 'bonuses.not-enough']);
    }
    // The one that came second on a serial database was placed at the full price.
    for (const order of placed) if (order.bonusesSpent === undefined) expect(order.total).toBe(132800);
    expect(await balanceOf(t, tenantId, person.personId)).toBe(0);
  });

  it('expires a balance once, six months after the last order, however many nodes sweep', async () => {
    const person = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    await grantBonuses(t, tenantId, person.personId, 200);
    const { accessToken } = await t.app.sessions.start(
      { personId: person.personId, source: 'PHONE' },
      MONDAY_LUNCH,
    );
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/persons/${person.personId}/orders`,
      payload: orderDraft({ bonuses: 'PROMO_CODE' }),
      headers: { authorization: `Bearer ${accessToken}` },
    });
    await moveOrder(t, placed.json().id, 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE');
    const balance = await balanceOf(t, tenantId, person.personId);
    expect(balance).toBe(200 + 56); // 5 % of 1 128 ₽ earned

    // Not yet: the sweep leaves it.
    await Promise.all([t.app.loyalty.expiry.runOnce(), otherNode.loyalty.expiry.runOnce()]);
    expect(await balanceOf(t, tenantId, person.personId)).toBe(balance);

    clock = SEVEN_MONTHS_LATER;
    try {
      await Promise.all([t.app.loyalty.expiry.runOnce(), otherNode.loyalty.expiry.runOnce()]);
      await t.app.loyalty.expiry.runOnce();
    } finally {
      clock = MONDAY_LUNCH;
    }
    const expiries = await t.database.db
      .select({ amount: loyaltyEntries.amount })
      .from(loyaltyEntries)
      .where(and(eq(loyaltyEntries.personId, person.personId), eq(loyaltyEntries.kind, 'expire')));
    expect(expiries).toEqual([{ amount: -balance }]);
    expect(await balanceOf(t, tenantId, person.personId)).toBe(0);
  });
});

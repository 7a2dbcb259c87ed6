// Issue 41: the preflight prices a promo code and bonuses both ways, takes the better one for the
// customer (or the customer's switch), says what the order earns (a guest: what signing in would
// earn) and leaves clients that do not ask about bonuses as they were. The person's account call,
// and the rules read from the chain's catalog file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { orderLifeApp, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH } from '../orders/order-chain';
import { deliveryCart, get, orderDraft, post } from '../orders/requests';
import { CHAIN_RULES, chainTenantId, grantBonuses, loyaltyChain, moveOrder } from './loyalty-helpers';

describe('the preflight with bonuses', () => {
  let t: TestApp;
  let tenantId: number;
  let customer: SignedInPerson;
  beforeAll(async () => {
    const chain = loyaltyChain();
    chain.tenant.loyalty = CHAIN_RULES;
    ({ t } = await orderLifeApp({}, chain));
    tenantId = await chainTenantId(t);
    customer = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    await grantBonuses(t, tenantId, customer.personId, 1000);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const preflight = (body: Record<string, unknown>, who: SignedInPerson | null = customer) =>
    who === null
      ? post(t, '/1/persons/orders/preflight', { ...deliveryCart(), ...body })
      : post(t, `/1/persons/${who.personId}/orders/preflight`, { ...deliveryCart(), ...body }, who.headers);

  it('returns both options and takes bonuses when they save more than the code', async () => {
    // WELCOME: 10 % of 1 128 ₽ = 112.80 ₽; bonuses: 20 % = 225 ₽.
    const answer = await preflight({ promoCode: 'WELCOME', bonuses: 'BEST' });
    expect(answer.status).toBe(200);
    expect(answer.body.loyalty).toEqual({
      balance: 1000,
      bonusValue: 100,
      promoCodeOption: 11280,
      bonusOption: { bonuses: 225, amount: 22500 },
      recommended: 'BONUSES',
      taken: 'BONUSES',
      bonusesSpent: 225,
      bonusPayment: 22500,
      earns: 45,
    });
    expect(answer.body.total).toBe(112800 + 20000 - 22500);
    expect(answer.body.positions[0].promoCodes).toEqual([]);
  });

  it('takes the code when the customer switches to it', async () => {
    const answer = await preflight({ promoCode: 'WELCOME', bonuses: 'PROMO_CODE' });
    expect(answer.body.loyalty).toMatchObject({
      recommended: 'BONUSES',
      taken: 'PROMO_CODE',
      bonusPayment: 0,
      earns: 0,
    });
    expect(answer.body.total).toBe(112800 + 20000 - 11280);
  });

  it('leaves a client that does not ask about bonuses as before (the options still told)', async () => {
    const answer = await preflight({ promoCode: 'WELCOME' });
    expect(answer.body.total).toBe(112800 + 20000 - 11280);
    expect(answer.body.loyalty).toMatchObject({ recommended: 'BONUSES', taken: 'PROMO_CODE' });
  });

  it('tells a guest what the order would earn signed in, spending nothing', async () => {
    const answer = await preflight({ bonuses: 'BEST' }, null);
    expect(answer.body.loyalty).toMatchObject({ balance: 0, bonusOption: null, taken: 'NONE', earns: 56 });
    expect(answer.body.total).toBe(132800);
  });

  it("shows the account: balance, expiry six months after the last order, history with the order's number", async () => {
    const person = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    await grantBonuses(t, tenantId, person.personId, 300);
    const placed = await post(
      t,
      `/api/v1/persons/${person.personId}/orders`,
      orderDraft({ bonuses: 'BEST' }),
      person.headers,
    );
    await moveOrder(t, placed.body.id, 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE');
    const account = await get(
      t,
      `/api/v1/persons/${person.personId}/bonuses?whiteLabel=test-chain`,
      person.headers,
    );
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({
      balance: 75 + 45,
      bonusValue: 100,
      expiresAt: '2026-09-02T09:30:00.000Z',
      expiryWarning: false,
    });
    expect(account.body.history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'earn',
      'spend',
      'release',
      'hold',
      'adjust',
    ]);
    expect(account.body.history[0]).toMatchObject({ amount: 45, orderNumber: placed.body.number });
  });

  it("refuses another person's account and a chain without bonuses", async () => {
    const other = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    const foreign = await get(
      t,
      `/api/v1/persons/${customer.personId}/bonuses?whiteLabel=test-chain`,
      other.headers,
    );
    expect(foreign.status).toBe(403);
    const unknown = await get(
      t,
      `/api/v1/persons/${other.personId}/bonuses?whiteLabel=no-such-chain`,
      other.headers,
    );
    expect(unknown.status).toBe(404);
  });

  it('round-trips the rules through the catalog file', async () => {
    const exported = await t.app.catalogAdmin.exportCatalog('test-chain');
    expect(exported.tenant.loyalty).toEqual(CHAIN_RULES);
    // The birthday bonus: a file without it has none (0), one with it keeps it.
    const { birthdayBonus: _none, ...before } = CHAIN_RULES;
    await t.app.catalogAdmin.importCatalog({ ...exported, tenant: { ...exported.tenant, loyalty: before } });
    expect((await t.app.catalogAdmin.exportCatalog('test-chain')).tenant.loyalty).toEqual(CHAIN_RULES);
    const birthday = { ...CHAIN_RULES, birthdayBonus: 300 };
    await t.app.catalogAdmin.importCatalog({
      ...exported,
      tenant: { ...exported.tenant, loyalty: birthday },
    });
    expect((await t.app.catalogAdmin.exportCatalog('test-chain')).tenant.loyalty).toEqual(birthday);
    await t.app.catalogAdmin.importCatalog(exported);
    const problems = await t.app.catalogAdmin
      .importCatalog({
        ...exported,
        tenant: { ...exported.tenant, loyalty: { tiers: [{ from: 5, earnPercent: 5 }] } },
      })
      .catch((error: { problems?: { path: string }[] }) => error.problems?.map((problem) => problem.path));
    expect(problems).toEqual(['tenant.loyalty.tiers', 'tenant.loyalty.spendCapPercent']);
  });
});

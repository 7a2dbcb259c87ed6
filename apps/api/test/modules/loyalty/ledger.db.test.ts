// Issue 41: the bonus ledger follows the order — held at checkout, taken when paid, earned when
// done, released on cancellation or a failed payment, given back on a refund — and its entries are
// written once per order and event, whatever repeats.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyEntries } from '../../../src/db/schema';
import { findOrderById } from '../../../src/modules/order-life/repositories/order-rows';
import { loyaltyAfterChange } from '../../../src/modules/loyalty/services/order-ledger-hook';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import type { TestApp } from '../../helpers/test-app';
import { orderLifeApp, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH } from '../orders/order-chain';
import { errorCode, orderDraft, post } from '../orders/requests';
import { balanceOf, enableBonuses, grantBonuses, loyaltyChain, moveOrder } from './loyalty-helpers';

describe('the bonus ledger through an order', () => {
  let t: TestApp;
  let tenantId: number;
  beforeAll(async () => {
    ({ t } = await orderLifeApp({}, loyaltyChain()));
    tenantId = await enableBonuses(t);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  let keys = 0;
  async function customerWith(balance: number): Promise<SignedInPerson> {
    const customer = await signInTestPerson(t, {}, { now: MONDAY_LUNCH });
    if (balance > 0) await grantBonuses(t, tenantId, customer.personId, balance);
    return customer;
  }
  const place = (customer: SignedInPerson, overrides: Record<string, unknown> = {}) =>
    post(t, `/api/v1/persons/${customer.personId}/orders`, orderDraft({ bonuses: 'BEST', ...overrides }), {
      ...customer.headers,
      'idempotency-key': `ledger-test-${++keys}`,
    });
  const entriesOf = (orderId: number) =>
    t.database.db
      .select({ kind: loyaltyEntries.kind, amount: loyaltyEntries.amount, reason: loyaltyEntries.reason })
      .from(loyaltyEntries)
      .where(eq(loyaltyEntries.orderId, orderId))
      .orderBy(loyaltyEntries.id);

  it('holds at checkout, takes when done (paid on receipt) and earns on what was paid in money', async () => {
    const customer = await customerWith(300);
    // 1 128 ₽ of dishes: 20 % is 225.60 ₽ → 225 bonuses; the total drops by 225 ₽.
    const placed = await place(customer);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      bonusesSpent: 225,
      bonusPayment: 22500,
      total: 112800 + 20000 - 22500,
    });
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(75);

    await moveOrder(t, placed.body.id, 'ACCEPTED', 'COOKING', 'ON_THE_WAY');
    expect(await entriesOf(placed.body.id)).toEqual([{ kind: 'hold', amount: -225, reason: 'order-placed' }]);
    await moveOrder(t, placed.body.id, 'DONE');
    // Earned: 5 % of (1 128 − 225) ₽, the delivery fee and the bonus-paid part left out = 45.15 → 45.
    expect(await entriesOf(placed.body.id)).toEqual([
      { kind: 'hold', amount: -225, reason: 'order-placed' },
      { kind: 'release', amount: 225, reason: 'order-done' },
      { kind: 'spend', amount: -225, reason: 'order-done' },
      { kind: 'earn', amount: 45, reason: 'order-done' },
    ]);
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(75 + 45);
  });

  it('releases the hold when the order is cancelled', async () => {
    const customer = await customerWith(300);
    const placed = await place(customer);
    await moveOrder(t, placed.body.id, 'CANCELLED');
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(300);
    expect((await entriesOf(placed.body.id)).map((entry) => entry.reason)).toEqual([
      'order-placed',
      'order-cancelled',
    ]);
  });

  it('takes when paid online, releases on a failed payment, holds again when paid again', async () => {
    const customer = await customerWith(300);
    const placed = await place(customer, { payType: 'CARD_ONLINE' });
    expect(placed.body.status).toBe('AWAITING_PAYMENT');
    await moveOrder(t, placed.body.id, 'PAYMENT_FAILED');
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(300);
    await moveOrder(t, placed.body.id, 'AWAITING_PAYMENT');
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(75);
    await moveOrder(t, placed.body.id, 'PAID');
    expect((await entriesOf(placed.body.id)).map((entry) => entry.kind)).toEqual([
      'hold',
      'release',
      'hold',
      'release',
      'spend',
    ]);
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(75);
  });

  it('gives the bonuses back when a paid order is cancelled (its refund)', async () => {
    const customer = await customerWith(300);
    const placed = await place(customer, { payType: 'CARD_ONLINE' });
    await moveOrder(t, placed.body.id, 'PAID', 'ACCEPTED', 'CANCELLED');
    expect(await entriesOf(placed.body.id)).toContainEqual({
      kind: 'release',
      amount: 225,
      reason: 'refund',
    });
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(300);
  });

  it('writes an event once: the hook run again for the same status changes nothing', async () => {
    const customer = await customerWith(300);
    const placed = await place(customer);
    await moveOrder(t, placed.body.id, 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE');
    const before = await entriesOf(placed.body.id);
    await t.database.db.transaction(async (tx) => {
      const order = await findOrderById(tx, placed.body.id);
      if (!order) throw new Error('The order vanished');
      await loyaltyAfterChange(tx, order, MONDAY_LUNCH);
      await loyaltyAfterChange(tx, order, MONDAY_LUNCH);
    });
    expect(await entriesOf(placed.body.id)).toEqual(before);
  });

  it('spends nothing for a client that does not choose, and refuses a spend the balance lost', async () => {
    const customer = await customerWith(100);
    const unchosen = await place(customer, { bonuses: undefined });
    expect(unchosen.body).toMatchObject({ total: 132800 });
    expect(unchosen.body.bonusesSpent).toBeUndefined();
    // The preflight offered 100; another order took 60 since: the checkout spends what is left, capped.
    await grantBonuses(t, tenantId, customer.personId, -60);
    const placed = await place(customer);
    expect(placed.body).toMatchObject({ bonusesSpent: 40 });
    expect(await balanceOf(t, tenantId, customer.personId)).toBe(0);
    const none = await place(customer);
    expect([none.status, none.body.bonusesSpent]).toEqual([201, undefined]);
    expect(errorCode(none)).toBeUndefined();
  });
});

// Issue 41: the birthday bonus. The person gives the birth date once through PUT …/birthday (the
// same date again is fine, another is refused, as are impossible dates and another person's id);
// the sweep credits the chain's birthdayBonus on the birthday on the chain's clock (+03:00 here),
// once a year however many nodes sweep how often, and 29 February on 28 February of common years;
// the balance lives on from the gift as from an order.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { loyaltyEntries } from '../../../src/db/schema';
import { signInTestPerson, type SignedInPerson } from '../../helpers/sign-in';
import { createTestApp, LOOSE_LIMITS, type TestApp } from '../../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH } from '../orders/order-chain';
import { errorCode } from '../orders/requests';
import { CHAIN_RULES, enableBonuses, loyaltyChain } from './loyalty-helpers';

describe('the birthday bonus', () => {
  let t: TestApp;
  let otherNode: TestApp['app'];
  let clock = MONDAY_LUNCH;
  const now = () => clock;
  beforeAll(async () => {
    const config = { logLevel: 'silent' as const, corsOrigins: [], limits: LOOSE_LIMITS };
    t = await createTestApp({ now, config });
    await t.app.catalogAdmin.importCatalog(loyaltyChain());
    otherNode = await buildApp({ config, database: t.database, now });
    await enableBonuses(t, { ...CHAIN_RULES, birthdayBonus: 300 });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await otherNode.close();
    await t.close();
  });

  const signIn = () => signInTestPerson(t, {}, { now: clock });
  const setBirthday = (who: SignedInPerson, birthDate: unknown, personId: number = who.personId) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/persons/${personId}/birthday?whiteLabel=test-chain`,
      payload: { birthDate },
      headers: who.headers,
    });
  const account = (who: SignedInPerson) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/persons/${who.personId}/bonuses?whiteLabel=test-chain`,
      headers: who.headers,
    });
  /** The account read with a session started on the clock's day (the first one has expired). */
  async function accountNow(personId: SignedInPerson['personId']) {
    const { accessToken } = await t.app.sessions.start({ personId, source: 'PHONE' }, clock);
    return account({
      personId,
      accessToken,
      refreshToken: '',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }
  const birthdayEntries = (personId: number) =>
    t.database.db
      .select({ kind: loyaltyEntries.kind, amount: loyaltyEntries.amount, event: loyaltyEntries.event })
      .from(loyaltyEntries)
      .where(and(eq(loyaltyEntries.personId, personId), eq(loyaltyEntries.reason, 'birthday')))
      .orderBy(loyaltyEntries.id);
  /** Both nodes sweep at once, then one sweeps again, at this instant. */
  async function sweepAt(iso: string) {
    clock = new Date(iso);
    try {
      await Promise.all([t.app.loyalty.birthdays.runOnce(), otherNode.loyalty.birthdays.runOnce()]);
      await t.app.loyalty.birthdays.runOnce();
    } finally {
      clock = MONDAY_LUNCH;
    }
  }
  async function bornOn(birthDate: string) {
    const person = await signIn();
    expect((await setBirthday(person, birthDate)).statusCode).toBe(200);
    return person;
  }

  it('takes the birth date once and says it, with the bonus, in the account', async () => {
    const person = await signIn();
    expect((await account(person)).json()).toMatchObject({ birthDate: null, birthdayBonus: 300 });

    const set = await setBirthday(person, '1990-03-12');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ balance: 0, birthDate: '1990-03-12', birthdayBonus: 300 });
    // The same date again (a retried call) is fine; another one is refused.
    expect((await setBirthday(person, '1990-03-12')).statusCode).toBe(200);
    const again = await setBirthday(person, '1991-01-01');
    expect([again.statusCode, errorCode({ body: again.json() })]).toEqual([
      409,
      'bonuses.birth-date-already-set',
    ]);
    expect((await account(person)).json().birthDate).toBe('1990-03-12');
  });

  it("refuses to set another person's birth date", async () => {
    const person = await signIn();
    const other = await signIn();
    const answer = await setBirthday(person, '1990-03-12', other.personId);
    expect([answer.statusCode, errorCode({ body: answer.json() })]).toEqual([403, 'auth.forbidden']);
    expect((await account(other)).json().birthDate).toBeNull();
  });

  it('refuses impossible dates and keeps none of them', async () => {
    const person = await signIn();
    // Today is 2 March 2026 on the chain's clock.
    for (const date of ['2026-03-03', '1899-12-31', '2012-03-03']) {
      const answer = await setBirthday(person, date);
      expect([date, answer.statusCode, errorCode({ body: answer.json() })]).toEqual([
        date,
        422,
        'bonuses.birth-date-invalid',
      ]);
    }
    for (const date of ['2000-02-30', '12.03.1990', 19900312, null])
      expect((await setBirthday(person, date)).statusCode).toBe(400);
    expect((await account(person)).json().birthDate).toBeNull();
    // Fourteen today is old enough.
    expect((await setBirthday(person, '2012-03-02')).statusCode).toBe(200);
  });

  it('credits the bonus once on the birthday on the chain clock, however many nodes sweep', async () => {
    const person = await bornOn('1990-03-12');
    const dayAfter = await bornOn('1990-03-13');
    const noDate = await signIn();
    // 23:30 on 11 March in Moscow: not yet.
    await sweepAt('2026-03-11T20:30:00.000Z');
    expect(await birthdayEntries(person.personId)).toEqual([]);
    // 00:30 on 12 March in Moscow (still the 11th in UTC): the birthday.
    await sweepAt('2026-03-11T21:30:00.000Z');
    await sweepAt('2026-03-12T20:59:00.000Z');
    await sweepAt('2026-03-13T09:00:00.000Z');
    const granted = { kind: 'adjust', amount: 300, event: 'birthday:2026' };
    expect(await birthdayEntries(person.personId)).toEqual([granted]);
    expect((await account(person)).json()).toMatchObject({ balance: 300 });
    expect(await birthdayEntries(dayAfter.personId)).toEqual([{ ...granted }]);
    expect(await birthdayEntries(noDate.personId)).toEqual([]);
    // And again the next year.
    await sweepAt('2027-03-12T09:00:00.000Z');
    expect(await birthdayEntries(person.personId)).toEqual([granted, { ...granted, event: 'birthday:2027' }]);
  });

  it('credits a birthday given on the day itself at the next sweep, once', async () => {
    clock = new Date('2026-03-20T09:00:00.000Z');
    let person: SignedInPerson;
    try {
      person = await bornOn('1985-03-20');
    } finally {
      clock = MONDAY_LUNCH;
    }
    expect(await birthdayEntries(person.personId)).toEqual([]);
    await sweepAt('2026-03-20T10:00:00.000Z');
    await sweepAt('2026-03-20T11:00:00.000Z');
    expect(await birthdayEntries(person.personId)).toEqual([
      { kind: 'adjust', amount: 300, event: 'birthday:2026' },
    ]);
  });

  it('keeps the gift of someone who has not ordered for months: the balance lives on from it', async () => {
    // The account opened in March 2026 with the date; the expiry counts six months from then.
    const person = await bornOn('1980-11-05');
    await sweepAt('2026-11-05T09:00:00.000Z');
    clock = new Date('2026-11-05T10:00:00.000Z');
    try {
      await t.app.loyalty.expiry.runOnce();
      expect((await accountNow(person.personId)).json()).toMatchObject({
        balance: 300,
        expiresAt: '2027-05-05T09:00:00.000Z',
      });
      // Six months on without an order, it expires as any balance does.
      clock = new Date('2027-05-05T09:00:00.000Z');
      await t.app.loyalty.expiry.runOnce();
      expect((await accountNow(person.personId)).json()).toMatchObject({ balance: 0 });
    } finally {
      clock = MONDAY_LUNCH;
    }
  });

  it('keeps 29 February on 28 February of a common year, and on the 29th in a leap year', async () => {
    const person = await bornOn('2000-02-29');
    await sweepAt('2027-02-27T09:00:00.000Z');
    expect(await birthdayEntries(person.personId)).toEqual([]);
    await sweepAt('2027-02-28T09:00:00.000Z');
    await sweepAt('2027-03-01T09:00:00.000Z');
    await sweepAt('2028-02-28T09:00:00.000Z');
    const grant = { kind: 'adjust', amount: 300, event: 'birthday:2027' };
    expect(await birthdayEntries(person.personId)).toEqual([grant]);
    await sweepAt('2028-02-29T09:00:00.000Z');
    expect(await birthdayEntries(person.personId)).toEqual([grant, { ...grant, event: 'birthday:2028' }]);
  });
});

// The birthday bonus's SQL (issue 41): the person's birth date (given once), the chain's clock
// (its restaurants' time zone) and the accounts whose birthday a day is.
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { LoyaltyRules } from '@nori/domain';
import type { Database } from '../../../db/client';
import { loyaltyAccounts, persons, restos, tenants } from '../../../db/schema';
import { withRuleDefaults } from './loyalty-reads';

/** The chain's clock when it has no restaurant yet: Russian chains count in Moscow time. */
export const DEFAULT_CHAIN_TIME_ZONE = 'Europe/Moscow';

export async function personBirthDate(db: Database, personId: number): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: persons.birthDate })
    .from(persons)
    .where(eq(persons.id, personId));
  return row?.birthDate ?? null;
}

/**
 * Sets the birth date if the person has none yet (one statement: two calls at once cannot both
 * set one); answers the date the person has afterwards, which differs from `birthDate` when
 * another was given before.
 */
export async function setBirthDateOnce(db: Database, personId: number, birthDate: string) {
  await db
    .update(persons)
    .set({ birthDate })
    .where(and(eq(persons.id, personId), isNull(persons.birthDate)));
  return personBirthDate(db, personId);
}

/** The time zone of the chain's first restaurant: the day its birthdays are counted in. */
export async function chainTimeZone(db: Database, tenantId: number): Promise<string> {
  const [row] = await db
    .select({ timezone: restos.timezone })
    .from(restos)
    .where(eq(restos.tenantId, tenantId))
    .orderBy(asc(restos.id))
    .limit(1);
  return row?.timezone || DEFAULT_CHAIN_TIME_ZONE;
}

/** The chains with a programme, with their rules (those with a birthday bonus are the caller's pick). */
export async function chainsWithRules(db: Database): Promise<{ id: number; rules: LoyaltyRules }[]> {
  const rows = await db
    .select({ id: tenants.id, rules: tenants.loyaltyRules })
    .from(tenants)
    .where(isNotNull(tenants.loyaltyRules));
  return rows.flatMap((row) =>
    row.rules === null ? [] : [{ id: row.id, rules: withRuleDefaults(row.rules) }],
  );
}

/** The chain's accounts whose person was born on one of these month–day pairs. */
export async function accountsBornOn(
  db: Database,
  tenantId: number,
  dates: readonly { month: number; day: number }[],
) {
  if (dates.length === 0) return [];
  return db
    .select({
      tenantId: loyaltyAccounts.tenantId,
      personId: loyaltyAccounts.personId,
      birthDate: persons.birthDate,
    })
    .from(loyaltyAccounts)
    .innerJoin(persons, eq(persons.id, loyaltyAccounts.personId))
    .where(
      and(
        eq(loyaltyAccounts.tenantId, tenantId),
        isNotNull(persons.birthDate),
        or(
          ...dates.map(
            ({ month, day }) =>
              sql`(extract(month from ${persons.birthDate}) = ${month} and extract(day from ${persons.birthDate}) = ${day})`,
          ),
        ),
      ),
    );
}

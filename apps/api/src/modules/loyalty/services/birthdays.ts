// The birthday bonus (issue 41). The person gives the birth date once (PUT …/birthday); changing
// it afterwards is for support, not self-service. On the birthday, on the chain's calendar (its
// restaurants' time zone), the sweep credits the chain's birthdayBonus as an 'adjust' with reason
// 'birthday'; the balance then lives on from it as from an order (expiry-sweep.ts). Any node may
// sweep at any time, as many at once as there are: the entry's key is 'birthday:<year>', so the
// ledger writes one per account and year however often it runs.
import {
  birthDateProblem,
  birthdayEvent,
  birthdaysOn,
  ERROR_CODES,
  isBirthday,
  isoDateOfDayNumber,
  wallTimeAt,
} from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import { lockAccount, writeEntries } from '../repositories/ledger';
import { accountsBornOn, chainsWithRules, chainTimeZone, setBirthDateOnce } from '../repositories/birthdays';
import { BIRTHDAY_REASON } from '../repositories/loyalty-reads';
import { bonusAccount, chainProgramme, type BonusAccountDto } from './bonus-accounts';

/** 'YYYY-MM-DD' of the chain's calendar at this instant. */
export async function chainToday(db: Database, tenantId: number, now: Date): Promise<string> {
  const timeZone = await chainTimeZone(db, tenantId);
  return isoDateOfDayNumber(wallTimeAt(timeZone, now.getTime()).dayNumber);
}

/**
 * Gives the person's birth date; answers the bonus account. The same date again is a success (a
 * retried call); another date once one is set is 409 'bonuses.birth-date-already-set'; a date in
 * the future, before 1900 or less than 14 years before the chain's today is 422
 * 'bonuses.birth-date-invalid'. Opens the person's account with the chain, so the sweep finds it.
 */
export async function setBirthday(
  db: Database,
  whiteLabel: string,
  personId: number,
  birthDate: string,
  now: Date,
): Promise<BonusAccountDto> {
  const { tenant } = await chainProgramme(db, whiteLabel);
  if (birthDateProblem(birthDate, await chainToday(db, tenant.id, now)) !== null)
    throw catalogueError(ERROR_CODES.birthDateInvalid);
  const stored = await db.transaction(async (tx) => {
    await lockAccount(tx, { tenantId: tenant.id, personId }, now);
    return setBirthDateOnce(tx, personId, birthDate);
  });
  if (stored !== birthDate) throw catalogueError(ERROR_CODES.birthDateAlreadySet);
  return bonusAccount(db, whiteLabel, personId, now);
}

/** Credits the birthday bonus of every chain's people born on its today; answers how many it wrote. */
export async function grantBirthdayBonuses(db: Database, now: Date): Promise<number> {
  let written = 0;
  for (const chain of await chainsWithRules(db)) {
    if (chain.rules.birthdayBonus <= 0) continue;
    const today = await chainToday(db, chain.id, now);
    const accounts = await accountsBornOn(db, chain.id, birthdaysOn(today));
    for (const account of accounts) {
      if (account.birthDate === null || !isBirthday(account.birthDate, today)) continue;
      const { birthdayBonus } = chain.rules;
      written += await db.transaction(async (tx) => {
        await lockAccount(tx, account, now);
        return writeEntries(tx, [
          {
            tenantId: account.tenantId,
            personId: account.personId,
            kind: 'adjust',
            amount: birthdayBonus,
            orderId: null,
            event: birthdayEvent(today),
            reason: BIRTHDAY_REASON,
            createdAt: now,
          },
        ]);
      });
    }
  }
  return written;
}

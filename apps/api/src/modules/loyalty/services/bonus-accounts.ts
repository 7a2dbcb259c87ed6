// What a person and the preflight read of a bonus account: the chain's rules with the balance,
// and the profile's view (balance, expiry and history).
import { expiryState, type LoyaltyRules } from '@nori/domain';
import type { z } from 'zod';
import type { bonusAccountSchema } from '@nori/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders } from '../../../db/schema';
import { notFound } from '../../../errors';
import { findTenantByCode } from '../../catalog/repositories/tenants';
import { personBirthDate } from '../repositories/birthdays';
import { accountBalance, accountHistory, type Account } from '../repositories/ledger';
import { lastBirthdayAt, lastOrderAt, latest, tenantLoyaltyRules } from '../repositories/loyalty-reads';

const HISTORY_SIZE = 50;

export interface LoyaltyStanding {
  rules: LoyaltyRules | null;
  /** Bonuses the person may spend now; 0 for a guest. */
  balance: number;
}

/** The chain's rules and the person's balance (one indexed sum): cheap enough for every preflight. */
export async function loyaltyStanding(
  db: Database,
  tenantId: number,
  personId: number | null,
): Promise<LoyaltyStanding> {
  const rules = await tenantLoyaltyRules(db, tenantId);
  if (rules === null || personId === null) return { rules, balance: 0 };
  return { rules, balance: Math.max(0, await accountBalance(db, { tenantId, personId })) };
}

async function orderNumbers(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.id, row.number]));
}

/** The chain of this white label and its bonus rules; 404 when it has no programme (or is unknown). */
export async function chainProgramme(db: Database, whiteLabel: string) {
  const tenant = await findTenantByCode(db, whiteLabel);
  const rules = tenant ? await tenantLoyaltyRules(db, tenant.id) : null;
  if (!tenant || rules === null) throw notFound(`No bonus programme at '${whiteLabel}'`);
  return { tenant, rules };
}

export type BonusAccountDto = z.input<typeof bonusAccountSchema>;

export async function bonusAccount(
  db: Database,
  whiteLabel: string,
  personId: number,
  now: Date,
): Promise<BonusAccountDto> {
  const { tenant, rules } = await chainProgramme(db, whiteLabel);
  const account: Account = { tenantId: tenant.id, personId };
  const [balance, history, lastOrder, lastBirthday, birthDate] = await Promise.all([
    accountBalance(db, account),
    accountHistory(db, account, HISTORY_SIZE),
    lastOrderAt(db, account),
    lastBirthdayAt(db, account),
    personBirthDate(db, personId),
  ]);
  const last = latest(lastOrder, lastBirthday);
  const numbers = await orderNumbers(
    db,
    history.flatMap((entry) => (entry.orderId === null ? [] : [entry.orderId])),
  );
  const expiry = balance > 0 ? expiryState(rules, last?.getTime() ?? null, now.getTime()) : null;
  return {
    balance,
    bonusValue: rules.bonusValue,
    expiresAt:
      expiry === null || expiry.expiresAtMs === null ? null : new Date(expiry.expiresAtMs).toISOString(),
    expiryWarning: expiry?.warn ?? false,
    history: history.map((entry) => ({
      kind: entry.kind,
      amount: entry.amount,
      reason: entry.reason,
      orderNumber: entry.orderId === null ? null : (numbers.get(entry.orderId) ?? null),
      at: entry.createdAt.toISOString(),
    })),
    birthDate,
    birthdayBonus: rules.birthdayBonus,
  };
}

import type { MinorUnits } from '../brand';

/** An amount with its currency: the only shape in which money leaves the domain. */
export interface Money {
  amount: MinorUnits;
  /** ISO 4217 code, e.g. 'RUB' or 'EUR'. */
  currency: string;
}

export const money = (amount: MinorUnits, currency: string): Money => ({ amount, currency });

export const isMoney = (value: unknown): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Money>).amount === 'number' &&
  typeof (value as Partial<Money>).currency === 'string';

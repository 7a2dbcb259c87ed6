// Bonuses expire after N months without orders: the whole balance, counted from the last order,
// with a warning some days before. Months are calendar months in UTC; a day past the end of the
// shorter month (31 January + 1 month) lands on that month's last day.
import type { LoyaltyRules } from './rules';

const DAY_MS = 86_400_000;

/** `fromMs` plus whole calendar months, clamped to the last day of the target month. */
export function addMonths(fromMs: number, months: number): number {
  const from = new Date(fromMs);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(from.getUTCDate(), lastDay);
  return Date.UTC(
    year,
    month,
    day,
    from.getUTCHours(),
    from.getUTCMinutes(),
    from.getUTCSeconds(),
    from.getUTCMilliseconds(),
  );
}

export interface ExpiryState {
  /** When the balance expires if no order comes first; null when it never does. */
  expiresAtMs: number | null;
  /** Within the warning period: the customer is told. */
  warn: boolean;
  expired: boolean;
}

/** The balance's expiry, given the last order's time (null: no order yet, nothing to expire). */
export function expiryState(
  rules: LoyaltyRules | null,
  lastOrderAtMs: number | null,
  nowMs: number,
): ExpiryState {
  if (rules === null || rules.expiryMonths === null || lastOrderAtMs === null)
    return { expiresAtMs: null, warn: false, expired: false };
  const expiresAtMs = addMonths(lastOrderAtMs, rules.expiryMonths);
  const expired = nowMs >= expiresAtMs;
  return { expiresAtMs, expired, warn: !expired && nowMs >= expiresAtMs - rules.expiryWarningDays * DAY_MS };
}

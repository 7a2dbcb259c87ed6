import type { OfficeResto } from '@nori/contract';
import { formatMoney, minorUnitsToDecimal, type Locale, type MinorUnits } from '@nori/domain';

/**
 * An amount of a promo code or a discount as the staff member reads it. It is minor units of each
 * restaurant's own currency, so an offer of restaurants in two currencies reads '150 ₽ / 150 €';
 * `sign` goes before each ('−' for what it takes off).
 */
export function offerAmount(
  amount: number,
  restoIds: readonly number[] | null,
  restos: readonly OfficeResto[],
  locale: Locale,
  sign = '',
): string {
  const where = restoIds === null ? restos : restos.filter((resto) => restoIds.includes(resto.id));
  const currencies = [...new Set(where.map((resto) => resto.currency))];
  if (currencies.length === 0) return sign + minorUnitsToDecimal(amount as MinorUnits);
  return currencies.map((currency) => sign + formatMoney(amount as MinorUnits, currency, locale)).join(' / ');
}

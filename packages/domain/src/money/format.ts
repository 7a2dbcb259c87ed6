import type { MinorUnits } from '../brand';
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, type Locale } from '../types';
import type { Money } from './money';
import { formatPlainMoney } from './plain-format';

/**
 * The Intl locale used for each of our locales. Montenegrin ('cnr') has no CLDR data in most
 * engines (Node 20 does not list it as supported), so it is formatted as Latin-script
 * Serbian of Montenegro, which shares its number conventions: '1.234,50 €'.
 */
export const INTL_LOCALES: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US', cnr: 'sr-Latn-ME' };

// Building a NumberFormat is costly and the storefront formats hundreds of prices per render.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Spec §3 allows 0 to 2 fraction digits; issue 18 makes it consistent: a whole amount shows none
 * ('449 ₽'), any other two ('1 909,80 ₽'), never one ('8,9 €' beside '240,58 ₽').
 */
export const moneyFormatOptions = (currency: string, whole: boolean): Intl.NumberFormatOptions => ({
  style: 'currency',
  currency,
  // narrowSymbol: English shows '₽123' instead of 'RUB 123'.
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: whole ? 0 : 2,
  maximumFractionDigits: 2,
});

const formatterFor = (currency: string, locale: Locale, whole: boolean): Intl.NumberFormat => {
  const cacheKey = `${locale}:${currency}:${whole ? 'whole' : 'cents'}`;
  let formatter = formatters.get(cacheKey);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[locale], moneyFormatOptions(currency, whole));
    formatters.set(cacheKey, formatter);
  }
  return formatter;
};

/** 12345 → '123.45', -5 → '-0.05': an exact decimal string, no floating-point division. */
export const minorUnitsToDecimal = (amount: MinorUnits): `${number}` => {
  const digits = Math.abs(amount).toString().padStart(3, '0');
  const sign = amount < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
};

/**
 * Formats minor units (divided by 100, spec §3), whole or with two fraction digits:
 * 12300 → '123 ₽', 12345 → '123,45 ₽', 12340 → '123,40 ₽' in Russian. The separators are the
 * ones Intl prints, including the no-break space between the number and the sign.
 */
export const formatMoney = (
  amount: MinorUnits,
  currency: string = DEFAULT_CURRENCY,
  locale: Locale = DEFAULT_LOCALE,
): string =>
  formatPlainMoney(amount, currency, locale) ??
  formatterFor(currency, locale, amount % 100 === 0).format(minorUnitsToDecimal(amount));

export const formatMoneyValue = (value: Money, locale: Locale = DEFAULT_LOCALE): string =>
  formatMoney(value.amount, value.currency, locale);

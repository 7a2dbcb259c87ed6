// Whole numbers and prices formatted without Intl for our three locales and the currencies the
// chains sell in. A page's first Intl.NumberFormat costs 50–110 ms while the browser loads ICU's
// number data (120–200 ms at a phone's 4× slowdown), in the middle of hydration; these few
// patterns are written out exactly as Intl prints them instead (docs/decisions/0011; tests compare
// the two with Node's and Chromium's Intl over many values). Anything else still goes to Intl.
import type { Locale } from '../types';

interface NumberStyle {
  group: string;
  decimal: string;
  /** '₽1,234' in English; '1 234 ₽' in Russian and Montenegrin. */
  symbolFirst: boolean;
}

const NBSP = '\u00A0';

const STYLES: Record<Locale, NumberStyle> = {
  ru: { group: NBSP, decimal: ',', symbolFirst: false },
  en: { group: ',', decimal: '.', symbolFirst: true },
  cnr: { group: '.', decimal: ',', symbolFirst: false },
};

/** Narrow symbols that are the same in all three locales. */
const SYMBOLS: Readonly<Record<string, string>> = { RUB: '₽', EUR: '€', USD: '$' };

const groupDigits = (digits: string, group: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** A safe integer as Intl prints it ('12 345' in Russian); null for any other number. */
export const formatWholeNumber = (value: number, locale: Locale): string | null => {
  if (!Number.isSafeInteger(value)) return null;
  const sign = value < 0 ? '-' : '';
  return sign + groupDigits(Math.abs(value).toString(), STYLES[locale].group);
};

/**
 * Minor units as a price, whole ('123 ₽') or with two fraction digits ('123,40 ₽'), as Intl prints
 * it with narrowSymbol; null for a currency or amount outside the table.
 */
export const formatPlainMoney = (amount: number, currency: string, locale: Locale): string | null => {
  const symbol = SYMBOLS[currency];
  if (symbol === undefined || !Number.isSafeInteger(amount)) return null;
  const style = STYLES[locale];
  const units = Math.abs(amount);
  const cents = units % 100;
  // Whole amounts without fraction digits, any other with two: 123 → '1,23', 120 → '1,20', 100 → '1'.
  const fraction = cents === 0 ? '' : String(cents).padStart(2, '0');
  const number = `${formatWholeNumber(Math.floor(units / 100), locale)}${fraction ? style.decimal + fraction : ''}`;
  const sign = amount < 0 ? '-' : '';
  return style.symbolFirst ? `${sign}${symbol}${number}` : `${sign}${number}${NBSP}${symbol}`;
};

import type { Locale } from '../types';

export type PluralCategory = 'one' | 'few' | 'many' | 'other';

/**
 * Russian (and, for whole numbers, Montenegrin): 1, 21, 101 → one; 2–4, 22–24 → few;
 * 0, 5–20, 25–30 → many, including the teens 11–14; fractions → other.
 */
const eastSlavicCategory = (n: number): PluralCategory => {
  if (!Number.isInteger(n)) return 'other';
  const abs = Math.abs(n);
  const lastDigit = abs % 10;
  const lastTwo = abs % 100;
  if (lastTwo >= 11 && lastTwo <= 14) return 'many';
  if (lastDigit === 1) return 'one';
  if (lastDigit >= 2 && lastDigit <= 4) return 'few';
  return 'many';
};

const englishCategory = (n: number): PluralCategory => (Math.abs(n) === 1 ? 'one' : 'other');

/**
 * Written by hand rather than taken from Intl.PluralRules: engines have no data for 'cnr'.
 * CLDR's Serbian-family rules have no 'many' (5 jela is 'other'); ours say 'many' like Russian,
 * and the translator falls back to 'other' when a message has no 'many' branch, so messages
 * written either way read correctly.
 */
const rules: Record<Locale, (n: number) => PluralCategory> = {
  ru: eastSlavicCategory,
  en: englishCategory,
  cnr: eastSlavicCategory,
};

export const pluralCategory = (locale: Locale, n: number): PluralCategory => rules[locale](n);

// '30 ноября', 'November 30', '30. novembar' without Intl: a page's first Intl.DateTimeFormat
// costs as much as its first NumberFormat (ICU's data loads, 50–110 ms), and the home page's
// promotion tiles would pay it during hydration for a date. Written out as Intl prints them
// (test/i18n/day-and-month.test.ts compares every day of a year).
import type { Locale } from '../types';

const MONTHS: Record<Locale, readonly string[]> = {
  // Russian dates take the genitive: '30 ноября'.
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  cnr: [
    'januar',
    'februar',
    'mart',
    'april',
    'maj',
    'jun',
    'jul',
    'avgust',
    'septembar',
    'oktobar',
    'novembar',
    'decembar',
  ],
};

/** A calendar date ('2026-11-30') as its day and month name; null when it is not such a date. */
export const formatDayAndMonth = (isoDate: string, locale: Locale): string | null => {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = MONTHS[locale][Number(match?.[1]) - 1];
  const day = Number(match?.[2]);
  if (month === undefined || !(day >= 1 && day <= 31)) return null;
  if (locale === 'en') return `${month} ${day}`;
  return locale === 'ru' ? `${day} ${month}` : `${day}. ${month}`;
};

// The birthday on the bonus card (issue 41): what the card shows of a birth date, and the range
// its date input offers. Pure, so a unit test checks them without a browser.
import { INTL_LOCALES, MIN_BIRTH_YEAR, MIN_BIRTHDAY_AGE, type Locale } from '@nori/domain';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '12 марта' of '1990-03-12': the day and month in the visitor's language, without the year. A
 * calendar day, so it is formatted in UTC and never moves a day with the visitor's time zone.
 */
export function birthdayText(birthDate: string, locale: Locale): string {
  const match = ISO_DAY.exec(birthDate);
  if (!match) return birthDate;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(day);
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The input's min and max: from 1 January 1900 to the day fourteen years before `today` (the
 * visitor's day; the server checks on the chain's). 29 February of a leap `today` gives the 28th.
 */
export function birthDateRange(today: Date): { min: string; max: string } {
  const year = today.getFullYear() - MIN_BIRTHDAY_AGE;
  const month = today.getMonth() + 1;
  const lastDay = new Date(year, month, 0).getDate();
  return { min: iso(MIN_BIRTH_YEAR, 1, 1), max: iso(year, month, Math.min(today.getDate(), lastDay)) };
}

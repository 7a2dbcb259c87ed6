import { describe, expect, it } from 'vitest';
import { formatDayAndMonth } from '../../src/i18n';
import { INTL_LOCALES } from '../../src/money';
import { LOCALES } from '../../src/types';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('formatDayAndMonth', () => {
  for (const locale of LOCALES)
    it(`prints every day of a leap year in ${locale} as Intl does`, () => {
      const intl = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      });
      for (let time = Date.UTC(2028, 0, 1); time < Date.UTC(2029, 0, 1); time += DAY_MS) {
        const date = new Date(time);
        const iso = date.toISOString().slice(0, 10);
        expect(formatDayAndMonth(iso, locale), iso).toBe(intl.format(date));
      }
    });

  it('answers null for what is not a calendar date', () => {
    expect(formatDayAndMonth('2026-13-01', 'ru')).toBeNull();
    expect(formatDayAndMonth('2026-00-10', 'en')).toBeNull();
    expect(formatDayAndMonth('2026-11-32', 'cnr')).toBeNull();
    expect(formatDayAndMonth('30.11.2026', 'ru')).toBeNull();
  });
});

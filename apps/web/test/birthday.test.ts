import { describe, expect, it } from 'vitest';
import { birthDateRange, birthdayText } from '../app/features/orders/on-demand/birthday';

describe('the birthday on the bonus card', () => {
  it('says the day and month in the visitor language, never a day off', () => {
    expect(birthdayText('1990-03-12', 'ru')).toBe('12 марта');
    expect(birthdayText('1990-03-12', 'en')).toBe('March 12');
    expect(birthdayText('2000-02-29', 'ru')).toBe('29 февраля');
    expect(birthdayText('1990-01-01', 'ru')).toBe('1 января');
    expect(birthdayText('1990-12-31', 'ru')).toBe('31 декабря');
  });

  it('offers dates from 1900 to fourteen years before today', () => {
    expect(birthDateRange(new Date(2026, 11, 8, 12))).toEqual({ min: '1900-01-01', max: '2012-12-08' });
    expect(birthDateRange(new Date(2028, 1, 29, 12))).toEqual({ min: '1900-01-01', max: '2014-02-28' });
    expect(birthDateRange(new Date(2026, 0, 1, 0, 5))).toEqual({ min: '1900-01-01', max: '2012-01-01' });
  });
});

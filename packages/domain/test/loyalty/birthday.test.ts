import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  birthdayEvent,
  birthdaysOn,
  isBirthday,
  isLeapYear,
  parseCalendarDay,
} from '../../src/loyalty';

const DAY_MS = 86_400_000;
const isoOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
// Days from 1900-01-01 to 2100-12-31.
const dayNumber = fc.integer({ min: Date.UTC(1900, 0, 1) / DAY_MS, max: Date.UTC(2100, 11, 31) / DAY_MS });
const isoDay = dayNumber.map(isoOf);

describe('the birthday', () => {
  it('reads real calendar days only', () => {
    expect(parseCalendarDay('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const text of [
      '1900-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-1-05',
      '',
      '2026-03-12T00:00',
    ])
      expect(parseCalendarDay(text)).toBeNull();
  });

  it('is the same month and day in a later year', () => {
    expect(isBirthday('1990-03-12', '2026-03-12')).toBe(true);
    expect(isBirthday('1990-03-12', '2026-03-11')).toBe(false);
    expect(isBirthday('1990-03-12', '2026-03-13')).toBe(false);
    expect(isBirthday('1990-03-12', '2026-04-12')).toBe(false);
    // The day of birth itself is no birthday yet.
    expect(isBirthday('2026-03-12', '2026-03-12')).toBe(false);
  });

  it('keeps 29 February on 28 February of a year without one, and only then', () => {
    expect(isBirthday('2000-02-29', '2027-02-28')).toBe(true);
    expect(isBirthday('2000-02-29', '2027-03-01')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-28')).toBe(false);
    expect(isBirthday('2000-02-29', '2028-02-29')).toBe(true);
    expect(isBirthday('2000-02-29', '2100-02-28')).toBe(true); // 2100 is not a leap year
    expect(birthdaysOn('2027-02-28')).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(birthdaysOn('2028-02-28')).toEqual([{ month: 2, day: 28 }]);
    expect(birthdaysOn('2028-02-29')).toEqual([{ month: 2, day: 29 }]);
  });

  it('comes exactly once in every year after the birth (property)', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 1, max: 80 }), (birth, years) => {
        const birthYear = Number(birth.slice(0, 4));
        const year = birthYear + years;
        const start = Date.UTC(year, 0, 1) / DAY_MS;
        const days = isLeapYear(year) ? 366 : 365;
        const birthdays = Array.from({ length: days }, (_, index) => isoOf(start + index)).filter((day) =>
          isBirthday(birth, day),
        );
        expect(birthdays).toHaveLength(1);
        expect(birthdayEvent(birthdays[0] as string)).toBe(`birthday:${year}`);
      }),
    );
  });

  it('selects by birthdaysOn exactly the dates isBirthday says (property)', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (birth, today) => {
        const [, month, day] = birth.split('-').map(Number);
        const selected = birthdaysOn(today).some((date) => date.month === month && date.day === day);
        if (today > birth) expect(selected).toBe(isBirthday(birth, today));
        else expect(isBirthday(birth, today)).toBe(false);
      }),
    );
  });

  it('keys the grant by the year of the day it is given', () => {
    expect(birthdayEvent('2026-12-31')).toBe('birthday:2026');
    expect(birthdayEvent('2027-02-28')).toBe('birthday:2027');
    expect(() => birthdayEvent('2027-02-29')).toThrow(RangeError);
  });
});

describe('a birth date a person may give', () => {
  const today = '2026-12-08';
  it('is a real day from 1900 on, not in the future, at least 14 years ago', () => {
    expect(birthDateProblem('1990-03-12', today)).toBeNull();
    expect(birthDateProblem('1900-01-01', today)).toBeNull();
    expect(birthDateProblem('2012-12-08', today)).toBeNull(); // 14 today
    expect(birthDateProblem('2012-12-09', today)).toBe('too-young');
    expect(birthDateProblem('2026-12-08', today)).toBe('too-young');
    expect(birthDateProblem('2026-12-09', today)).toBe('future');
    expect(birthDateProblem('1899-12-31', today)).toBe('too-early');
    expect(birthDateProblem('2026-02-30', today)).toBe('not-a-date');
  });

  it('counts a 29 February child fourteen on 28 February of a common year', () => {
    expect(birthDateProblem('2012-02-29', '2026-02-27')).toBe('too-young');
    expect(birthDateProblem('2012-02-29', '2026-02-28')).toBeNull();
  });

  it('is refused exactly when it is after the day fourteen years before (property)', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (birth, day) => {
        const problem = birthDateProblem(birth, day);
        const [year, rest] = [Number(day.slice(0, 4)), day.slice(4)];
        const limit = `${year - 14}${rest === '-02-29' ? '-02-29' : rest}`;
        expect(problem === null).toBe(birth <= limit);
      }),
    );
  });
});

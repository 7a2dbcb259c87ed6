// The birthday bonus (issue 41): the chain credits `birthdayBonus` on the person's birthday, once a
// year, on the chain's calendar. The person gives the date once. Dates here are calendar days
// written 'YYYY-MM-DD' (no time, no zone): the caller turns its clock into the chain's day first.
// A 29 February birthday is kept on 28 February in the years without one.

/** The earliest birth year accepted. */
export const MIN_BIRTH_YEAR = 1900;
/** The youngest age at which a person may give a birth date (Russian loyalty programmes' usual 14). */
export const MIN_BIRTHDAY_AGE = 14;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** The day of a 'YYYY-MM-DD' text, or null when it is not one (a 30 February, '2026-1-5'). */
export function parseCalendarDay(text: string): CalendarDay | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const compareDays = (a: CalendarDay, b: CalendarDay): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

/** The day a birthday of this month and day is kept in `year` (29 February: the 28th without one). */
export const birthdayInYear = (birth: Pick<CalendarDay, 'month' | 'day'>, year: number): CalendarDay => ({
  year,
  month: birth.month,
  day: Math.min(birth.day, daysInMonth(year, birth.month)),
});

/** Whether `today` is the birthday of someone born on `birthDate` (both 'YYYY-MM-DD'). */
export function isBirthday(birthDate: string, today: string): boolean {
  const birth = parseCalendarDay(birthDate);
  const day = parseCalendarDay(today);
  if (birth === null || day === null || compareDays(day, birth) <= 0) return false;
  return compareDays(birthdayInYear(birth, day.year), day) === 0;
}

/**
 * The birth dates (month and day) whose birthday is `today`: the day itself, and on 28 February of
 * a year without a 29th, 29 February too. The sweep selects people by these.
 */
export function birthdaysOn(today: string): Pick<CalendarDay, 'month' | 'day'>[] {
  const day = parseCalendarDay(today);
  if (day === null) return [];
  const own = { month: day.month, day: day.day };
  return day.month === 2 && day.day === 28 && !isLeapYear(day.year) ? [own, { month: 2, day: 29 }] : [own];
}

/** The ledger's key of the birthday bonus of the year `today` is in: one grant a year per account. */
export function birthdayEvent(today: string): string {
  const day = parseCalendarDay(today);
  if (day === null) throw new RangeError(`Not a calendar day: ${today}`);
  return `birthday:${day.year}`;
}

export type BirthDateProblem = 'not-a-date' | 'future' | 'too-early' | 'too-young';

/**
 * Why a person cannot give this birth date on `today` (the chain's day), or null: it must be a
 * real day, from MIN_BIRTH_YEAR on, not after today, and at least MIN_BIRTHDAY_AGE years ago.
 */
export function birthDateProblem(birthDate: string, today: string): BirthDateProblem | null {
  const birth = parseCalendarDay(birthDate);
  const day = parseCalendarDay(today);
  if (birth === null || day === null) return 'not-a-date';
  if (compareDays(birth, day) > 0) return 'future';
  if (birth.year < MIN_BIRTH_YEAR) return 'too-early';
  // Fourteen on the fourteenth birthday (a 29 February child: on 28 February of a common year).
  if (compareDays(birthdayInYear(birth, birth.year + MIN_BIRTHDAY_AGE), day) > 0) return 'too-young';
  return null;
}

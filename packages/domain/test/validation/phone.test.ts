import { describe, expect, it } from 'vitest';
import {
  formatPhoneAsTyped,
  normalisePhone,
  phoneCountryOfTimeZone,
  phoneExampleOf,
  validatePhone,
} from '../../src/validation';

describe('normalisePhone', () => {
  it('turns Russian numbers, with or without +7 or the trunk 8, into E.164', () => {
    expect(normalisePhone('+7 (912) 345-67-89')).toBe('+79123456789');
    expect(normalisePhone('8 912 345 67 89')).toBe('+79123456789');
    expect(normalisePhone('9123456789')).toBe('+79123456789');
  });

  it('accepts Montenegrin numbers in international form or with ME as the default country', () => {
    expect(normalisePhone('+382 67 123 456')).toBe('+38267123456');
    expect(normalisePhone('067 123 456', 'ME')).toBe('+38267123456');
  });

  it('refuses what is not a valid number', () => {
    for (const raw of [
      '',
      'abc',
      '+7 123',
      '+7 (000) 000-00-00',
      '+382 67 123',
      '89123456789999',
      '+7 912 345 67 890',
    ]) {
      expect(normalisePhone(raw), raw).toBeNull();
    }
  });
});

describe('validatePhone', () => {
  it("asks for a number when there is none, also in an untouched '+7' mask", () => {
    expect(validatePhone('')).toBe('validation.phone.required');
    expect(validatePhone('   ')).toBe('validation.phone.required');
    expect(validatePhone('+7 (___) ___-__-__')).toBe('validation.phone.required');
  });

  it('asks for a correct number when it is not valid, and passes a valid one', () => {
    expect(validatePhone('+7 (912) 345-67')).toBe('validation.phone.invalid');
    expect(validatePhone('+7 (912) 345-67-89')).toBeNull();
    expect(validatePhone('+382 67 123 456')).toBeNull();
  });
});

describe('formatPhoneAsTyped', () => {
  it('writes a Russian number as typed, the last four digits in hyphenated pairs', () => {
    expect(formatPhoneAsTyped('+79161234501')).toBe('+7 916 123-45-01');
    expect(formatPhoneAsTyped('+7916123450')).toBe('+7 916 123-45-0');
    expect(formatPhoneAsTyped('+791612345')).toBe('+7 916 123-45');
    expect(formatPhoneAsTyped('+7916123')).toBe('+7 916 123');
    expect(formatPhoneAsTyped('+7 916 123-45-01')).toBe('+7 916 123-45-01');
    expect(formatPhoneAsTyped('89161234501')).toBe('8 (916) 123-45-01');
  });

  it('adds no trailing separator, so a deleted character is always a digit', () => {
    expect(formatPhoneAsTyped('+7 916 123-')).toBe('+7 916 123');
    expect(formatPhoneAsTyped('+7')).toBe('+7');
    expect(formatPhoneAsTyped('')).toBe('');
  });

  it('formats Montenegrin numbers in their own groups', () => {
    expect(formatPhoneAsTyped('+38267123456')).toBe('+382 67 123 456');
  });
});

describe("the example number of a restaurant's country (issue 34: +382 in Budva)", () => {
  it('reads the country off the time zone: Montenegro in Podgorica, else Russia', () => {
    expect(phoneExampleOf(phoneCountryOfTimeZone('Europe/Podgorica'))).toBe('+382 67 000 000');
    expect(phoneExampleOf(phoneCountryOfTimeZone('Europe/Moscow'))).toBe('+7 (900) 000-00-00');
    expect(phoneExampleOf(phoneCountryOfTimeZone(undefined))).toBe('+7 (900) 000-00-00');
  });

  it("gives examples shaped as their country's numbers", () => {
    expect(normalisePhone(phoneExampleOf('RU').replace(/0/g, '1'))).toBe('+79111111111');
    expect(normalisePhone(phoneExampleOf('ME').replace(/0/g, '1'))).toBe('+38267111111');
  });
});

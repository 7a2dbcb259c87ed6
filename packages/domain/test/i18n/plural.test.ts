import { describe, expect, it } from 'vitest';
import { pluralCategory } from '../../src/i18n';

describe('pluralCategory: Russian', () => {
  it.each([1, 21, 31, 101, 1001])('%i → one', (n) => expect(pluralCategory('ru', n)).toBe('one'));
  it.each([2, 3, 4, 22, 23, 24, 102, 1004])('%i → few', (n) => expect(pluralCategory('ru', n)).toBe('few'));
  it.each([0, 5, 6, 9, 10, 20, 25, 30, 100, 1000])('%i → many', (n) =>
    expect(pluralCategory('ru', n)).toBe('many'),
  );
  it.each([11, 12, 13, 14, 111, 112, 114, 1011])('the teen %i → many', (n) =>
    expect(pluralCategory('ru', n)).toBe('many'),
  );
  it.each([1.5, 0.1, 2.25, 21.5])('the fraction %d → other', (n) =>
    expect(pluralCategory('ru', n)).toBe('other'),
  );
  it('reads a negative number by its absolute value', () => {
    expect(pluralCategory('ru', -1)).toBe('one');
    expect(pluralCategory('ru', -3)).toBe('few');
    expect(pluralCategory('ru', -11)).toBe('many');
  });
  it('gives other for numbers that are not finite', () => {
    expect(pluralCategory('ru', Number.NaN)).toBe('other');
    expect(pluralCategory('ru', Number.POSITIVE_INFINITY)).toBe('other');
  });
});

describe('pluralCategory: English', () => {
  it('has one for exactly 1 and other for everything else', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', -1)).toBe('one');
    for (const n of [0, 2, 5, 11, 21, 101, 1.5]) expect(pluralCategory('en', n)).toBe('other');
  });
});

describe('pluralCategory: Montenegrin', () => {
  it('follows the Russian three forms for whole numbers', () => {
    for (const n of [0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111]) {
      expect(pluralCategory('cnr', n)).toBe(pluralCategory('ru', n));
    }
    expect([1, 2, 5].map((n) => pluralCategory('cnr', n))).toEqual(['one', 'few', 'many']);
  });
  it('gives other for fractions', () => {
    expect(pluralCategory('cnr', 1.5)).toBe('other');
  });
});

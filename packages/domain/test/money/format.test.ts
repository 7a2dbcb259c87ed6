import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { formatMoney, formatMoneyValue, minorUnitsToDecimal, money } from '../../src/money';

// Intl separates the number from the currency sign with a no-break space (U+00A0), and Russian
// groups thousands with it too; spelling it out keeps the expectations honest.
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('shows whole roubles without fraction digits', () => {
    expect(formatMoney(minorUnits(12300), 'RUB', 'ru')).toBe(`123${NBSP}₽`);
  });

  it('keeps kopecks, always with two fraction digits', () => {
    expect(formatMoney(minorUnits(12345), 'RUB', 'ru')).toBe(`123,45${NBSP}₽`);
    expect(formatMoney(minorUnits(12340), 'RUB', 'ru')).toBe(`123,40${NBSP}₽`);
    expect(formatMoney(minorUnits(190980), 'RUB', 'ru')).toBe(`1${NBSP}909,80${NBSP}₽`);
    expect(formatMoney(minorUnits(5), 'RUB', 'ru')).toBe(`0,05${NBSP}₽`);
  });

  it('defaults to roubles in Russian', () => {
    expect(formatMoney(minorUnits(12345))).toBe(`123,45${NBSP}₽`);
  });

  it('groups thousands in Russian with no-break spaces', () => {
    expect(formatMoney(minorUnits(123456780), 'RUB', 'ru')).toBe(`1${NBSP}234${NBSP}567,80${NBSP}₽`);
  });

  it('prints zero and negative amounts', () => {
    expect(formatMoney(minorUnits(0), 'RUB', 'ru')).toBe(`0${NBSP}₽`);
    expect(formatMoney(minorUnits(-500), 'RUB', 'ru')).toBe(`-5${NBSP}₽`);
    expect(formatMoney(minorUnits(-24058), 'RUB', 'ru')).toBe(`-240,58${NBSP}₽`);
    expect(formatMoney(minorUnits(-24050), 'RUB', 'ru')).toBe(`-240,50${NBSP}₽`);
  });

  it('puts the narrow sign first in English', () => {
    expect(formatMoney(minorUnits(12300), 'RUB', 'en')).toBe('₽123');
    expect(formatMoney(minorUnits(12345), 'RUB', 'en')).toBe('₽123.45');
    expect(formatMoney(minorUnits(123456780), 'RUB', 'en')).toBe('₽1,234,567.80');
    expect(formatMoney(minorUnits(12340), 'EUR', 'en')).toBe('€123.40');
  });

  it('formats Montenegrin as Latin-script Serbian of Montenegro, in euros', () => {
    expect(formatMoney(minorUnits(12300), 'EUR', 'cnr')).toBe(`123${NBSP}€`);
    expect(formatMoney(minorUnits(12345), 'EUR', 'cnr')).toBe(`123,45${NBSP}€`);
    expect(formatMoney(minorUnits(890), 'EUR', 'cnr')).toBe(`8,90${NBSP}€`);
    expect(formatMoney(minorUnits(123456780), 'EUR', 'cnr')).toBe(`1.234.567,80${NBSP}€`);
  });

  it('stays exact beyond the precision of a double divided by 100', () => {
    // 9007199254740991 / 100 as a float is 90071992547409.9 — one kopeck lost.
    expect(formatMoney(minorUnits(Number.MAX_SAFE_INTEGER), 'RUB', 'en')).toBe('₽90,071,992,547,409.91');
  });

  it('formats a Money value in its own currency', () => {
    expect(formatMoneyValue(money(minorUnits(99900), 'EUR'), 'ru')).toBe(`999${NBSP}€`);
  });
});

describe('minorUnitsToDecimal', () => {
  it.each([
    [12345, '123.45'],
    [12300, '123.00'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
  ])('%i → %s', (amount, decimal) => {
    expect(minorUnitsToDecimal(minorUnits(amount))).toBe(decimal);
  });
});

// The Intl-free formats must print exactly what Intl prints (plain-format.ts says why they exist).
import { describe, expect, it } from 'vitest';
import {
  formatPlainMoney,
  formatWholeNumber,
  INTL_LOCALES,
  minorUnitsToDecimal,
  moneyFormatOptions,
} from '../../src/money';
import { minorUnits } from '../../src/brand';
import { LOCALES } from '../../src/types';

const AMOUNTS = [
  0, 1, 5, 9, 10, 50, 99, 100, 101, 105, 110, 199, 999, 1000, 12300, 12340, 12345, 99999, 100000, 100001,
  123456, 999999, 1000000, 1234567, 123456789, 9007199254740991,
];
// A fixed pseudo-random spread as well, so the test is the same on every run.
let seed = 7;
const next = () => (seed = (seed * 48271) % 2147483647);
for (let i = 0; i < 500; i++) AMOUNTS.push(next() % 10 ** (1 + (i % 10)));
const SIGNED = [...AMOUNTS, ...AMOUNTS.filter((amount) => amount > 0).map((amount) => -amount)];

describe('formatPlainMoney', () => {
  for (const locale of LOCALES)
    for (const currency of ['RUB', 'EUR', 'USD'])
      it(`prints ${currency} in ${locale} as Intl does`, () => {
        const intl = (whole: boolean) =>
          new Intl.NumberFormat(INTL_LOCALES[locale], moneyFormatOptions(currency, whole));
        const [whole, cents] = [intl(true), intl(false)];
        for (const amount of SIGNED)
          expect(formatPlainMoney(amount, currency, locale), `${amount}`).toBe(
            (amount % 100 === 0 ? whole : cents).format(minorUnitsToDecimal(minorUnits(amount))),
          );
      });

  it('leaves other currencies and unsafe amounts to Intl', () => {
    expect(formatPlainMoney(100, 'BYN', 'ru')).toBeNull();
    expect(formatPlainMoney(0.5, 'RUB', 'ru')).toBeNull();
    expect(formatPlainMoney(2 ** 60, 'RUB', 'ru')).toBeNull();
  });
});

describe('formatWholeNumber', () => {
  for (const locale of LOCALES)
    it(`prints whole numbers in ${locale} as Intl does`, () => {
      const intl = new Intl.NumberFormat(INTL_LOCALES[locale]);
      for (const value of SIGNED)
        expect(formatWholeNumber(value, locale), `${value}`).toBe(intl.format(value));
    });

  it('leaves fractions and unsafe numbers to Intl', () => {
    expect(formatWholeNumber(1.5, 'ru')).toBeNull();
    expect(formatWholeNumber(Number.NaN, 'en')).toBeNull();
    expect(formatWholeNumber(2 ** 60, 'en')).toBeNull();
  });
});

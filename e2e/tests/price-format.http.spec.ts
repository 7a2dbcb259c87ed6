// The storefront prints prices without Intl (docs/decisions/0011-prices-without-intl.md). The
// domain suite compares that formatter with Node's Intl; customers see it beside the browser's, whose
// ICU data can differ from Node's. This compares it with Chromium's Intl over the same amounts.
import { expect, test } from '@playwright/test';
import {
  formatPlainMoney,
  formatWholeNumber,
  INTL_LOCALES,
  LOCALES,
  minorUnits,
  minorUnitsToDecimal,
  moneyFormatOptions,
} from '@nori/domain';

const AMOUNTS = [0, 1, 9, 10, 99, 100, 105, 110, 999, 1000, 12340, 12345, 99999, 100000, 1234567, 123456789];
// A fixed pseudo-random spread as well, so the run is the same every time.
let seed = 11;
const next = () => (seed = (seed * 48271) % 2147483647);
for (let i = 0; i < 200; i++) AMOUNTS.push(next() % 10 ** (1 + (i % 10)));
const SIGNED = [...AMOUNTS, ...AMOUNTS.filter((amount) => amount > 0).map((amount) => -amount)];
const CURRENCIES = ['RUB', 'EUR', 'USD'];

interface Case {
  intlLocale: string;
  options: Intl.NumberFormatOptions;
  /** What Intl is given: a decimal string for prices, a number for whole numbers. */
  value: string | number;
  plain: string | null;
}

const cases: Case[] = LOCALES.flatMap((locale) => [
  ...CURRENCIES.flatMap((currency) =>
    SIGNED.map((amount) => ({
      intlLocale: INTL_LOCALES[locale],
      options: moneyFormatOptions(currency, amount % 100 === 0),
      value: minorUnitsToDecimal(minorUnits(amount)),
      plain: formatPlainMoney(amount, currency, locale),
    })),
  ),
  ...SIGNED.map((value) => ({
    intlLocale: INTL_LOCALES[locale],
    options: {},
    value,
    plain: formatWholeNumber(value, locale),
  })),
]);

test("prices and numbers print as Chromium's Intl prints them", async ({ page }) => {
  await page.goto('/healthz');
  const intl = await page.evaluate(
    (all) =>
      all.map(({ intlLocale, options, value }) =>
        // Intl formats decimal strings exactly (Intl.NumberFormat v3), as the domain's fallback does.
        new Intl.NumberFormat(intlLocale, options).format(value as unknown as number),
      ),
    cases.map(({ intlLocale, options, value }) => ({ intlLocale, options, value })),
  );
  const differing = cases
    .map((one, index) => ({ ...one, intl: intl[index] }))
    .filter((one) => one.plain !== one.intl);
  expect(cases.length).toBeGreaterThan(2000);
  expect(differing).toEqual([]);
});

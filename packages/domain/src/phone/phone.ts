import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { VALIDATION_KEYS, type ValidationKey } from '../validation/keys';

/** Russia and Montenegro are the markets; any number valid for its country is accepted. */
export type PhoneCountry = CountryCode;

// The min metadata accepts some over-long '8…' numbers as Russian; every +7 number (Russia,
// Kazakhstan) has exactly ten national digits, so check that ourselves.
const hasPlausibleLength = (countryCallingCode: string, nationalNumber: string): boolean =>
  countryCallingCode !== '7' || nationalNumber.length === 10;

/** The number in E.164 ('+79123456789'), or null when it is not a valid phone number. */
export const normalisePhone = (raw: string, defaultCountry: PhoneCountry = 'RU'): string | null => {
  const phone = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  if (phone === undefined || !phone.isValid()) return null;
  return hasPlausibleLength(phone.countryCallingCode, phone.nationalNumber) ? phone.number : null;
};

export const validatePhone = (raw: string, defaultCountry: PhoneCountry = 'RU'): ValidationKey | null => {
  // A masked field holds '+7 (___) ___-__-__' before anything is typed: no digits after the '+7'.
  const digits = raw.replace(/\D/g, '');
  if (digits === '' || (raw.trim().startsWith('+7') && digits === '7')) return VALIDATION_KEYS.phoneRequired;
  return normalisePhone(raw, defaultCountry) === null ? VALIDATION_KEYS.phoneInvalid : null;
};

// libphonenumber writes +7 numbers in international form with spaces only; Russians write the
// last four digits in pairs joined by hyphens, as the national form does: '+7 916 123-45-01'.
const RUSSIAN_PAIRS = /^(\+7 \d{3} \d{3}) (\d{1,2})(?: (\d{1,2}))?$/;

/**
 * The number as the visitor types it, formatted so far (spec §9): '+79161234501' →
 * '+7 916 123-45-01', '89161234501' → '8 (916) 123-45-01'. Never adds a trailing separator, so
 * deleting a character always deletes a digit.
 */
export const formatPhoneAsTyped = (raw: string, defaultCountry: PhoneCountry = 'RU'): string =>
  new AsYouType(defaultCountry)
    .input(raw)
    .replace(RUSSIAN_PAIRS, (_match, head: string, first: string, second?: string) =>
      second ? `${head}-${first}-${second}` : `${head}-${first}`,
    );

/**
 * The country whose numbers a restaurant's customers have, read off its time zone (the chains'
 * markets: Montenegro; else Russia, the default market). Issue 34: a visitor in Budva was shown a
 * Russian number as the example.
 */
export const phoneCountryOfTimeZone = (timeZone: string | null | undefined): PhoneCountry =>
  timeZone === 'Europe/Podgorica' ? 'ME' : 'RU';

/** An example of a number of the country, in the form the field formats it, for its placeholder. */
export const PHONE_EXAMPLES: Readonly<Partial<Record<PhoneCountry, string>>> = {
  RU: '+7 (900) 000-00-00',
  ME: '+382 67 000 000',
};
export const phoneExampleOf = (country: PhoneCountry): string =>
  PHONE_EXAMPLES[country] ?? PHONE_EXAMPLES.RU!;

// Keeps the language choice in localStorage (app_locale, spec §3) and its cookie mirror, which is
// what lets the server render the next page in the same language.
import type { Locale } from '@nori/domain';
import { STORED_KEYS } from '../platform/stored-keys';
import { readStored, writeStored } from '../platform/stored-settings';
import { expiredLocaleCookie, isLocale, localeCookie } from './locale';

export const readStoredLocale = (): Locale | null => readStored(STORED_KEYS.locale, isLocale);

export const persistLocale = (locale: Locale): void => {
  writeStored(STORED_KEYS.locale, locale);
  document.cookie = localeCookie(locale);
};

/** No stored choice: the cookie must not keep a language the storage no longer has. */
export const forgetLocaleCookie = (): void => {
  document.cookie = expiredLocaleCookie;
};

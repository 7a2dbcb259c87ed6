// The staff member's language: their choice, kept in this browser, else the server's default
// (the page's <html lang>, which the server sets from DEFAULT_LOCALE), else Russian.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@nori/domain';

const STORAGE_KEY = 'office_locale';

export const LANGUAGE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', cnr: 'Crnogorski' };

const storedLocale = (): string | null => {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage refused (private mode, policy): the default serves
  }
};

export const initialLocale = (): Locale => {
  const stored = storedLocale();
  if (isLocale(stored)) return stored;
  const served = document.documentElement.dataset['defaultLocale'];
  return isLocale(served) ? served : DEFAULT_LOCALE;
};

export const storeLocale = (locale: Locale): void => {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not kept across visits; this visit still switches.
  }
};

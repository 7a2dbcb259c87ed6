// Which language to speak (spec §4): the stored choice if there is one, else the configured
// default. The choice lives in localStorage (app_locale) and is mirrored in a cookie of the same
// name so the server renders the page in it and hydration finds the same text.
import { isLocale, type Locale } from '@nori/domain';

export const LOCALE_COOKIE = 'app_locale';
const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export { isLocale };

/** The app_locale value of a Cookie header, when it names a known locale. */
export const localeFromCookieHeader = (cookieHeader: string | null): Locale | null => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
};

/**
 * The query parameter that names a page's language (`/menus/203?lang=en`): each language of a
 * page has its own address, for search engines (hreflang) and for links shared in a language.
 */
export const LANG_PARAM = 'lang';

/** The language a page address names with ?lang=, if any. */
export const localeOfSearch = (search: string): Locale | null => {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return isLocale(value) ? value : null;
};

/** The language a document is rendered in: the address's ?lang=, else the cookie, else the default. */
export const requestLocale = (request: Request, defaultLocale: Locale): Locale =>
  localeOfSearch(new URL(request.url).search) ??
  localeFromCookieHeader(request.headers.get('cookie')) ??
  defaultLocale;

/**
 * The page's address in a language: the default language's is the bare address, the others carry
 * ?lang= (after any other parameter, such as ?city=).
 */
export const addressIn = (address: string, locale: Locale, defaultLocale: Locale): string => {
  const url = new URL(address);
  url.searchParams.delete(LANG_PARAM);
  if (locale !== defaultLocale) url.searchParams.set(LANG_PARAM, locale);
  return url.toString();
};

export const localeCookie = (locale: Locale): string =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_IN_SECONDS}; SameSite=Lax`;

export const expiredLocaleCookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** The value for <html lang>: Montenegrin has its own ISO 639-3 code, cnr. */
export const htmlLang = (locale: Locale): string => locale;

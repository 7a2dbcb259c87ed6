export { I18nProvider, useI18n, useT, translatorFor, type SetLocale } from './i18n-context';
export {
  addFeatureTexts,
  addRussianTexts,
  currentCatalogues,
  loadLocale,
  isLocaleLoaded,
} from './catalogues';
export {
  LOCALE_COOKIE,
  isLocale,
  localeFromCookieHeader,
  localeCookie,
  expiredLocaleCookie,
  htmlLang,
  LANG_PARAM,
  localeOfSearch,
  requestLocale,
  addressIn,
} from './locale';
export type { WebMessageKey } from './messages/ru';
export { readStoredLocale, persistLocale, forgetLocaleCookie } from './persist-locale';

import { createTranslator, type Locale, type Translate } from '@nori/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { currentCatalogues, isLocaleLoaded } from './catalogues';

/** remember: false switches without storing the choice (the configured default at start-up). */
export type SetLocale = (locale: Locale, options?: { remember?: boolean }) => void;

interface I18nValue {
  locale: Locale;
  t: Translate;
  setLocale: SetLocale;
}

const I18nContext = createContext<I18nValue | null>(null);

// A key without a text shows as itself: a mistake (a feature's texts not added by the module that
// shows them, i18n/catalogues), said on the console, where the end-to-end tests' watchers see it.
const reportMissing = (key: string): void => console.error(`No text for message '${key}'`);

/**
 * One translator per locale, made once its catalogue is loaded (stable identities keep memoised
 * children from re-rendering). Before that, the Russian fallback answers.
 */
const translators = new Map<Locale, Translate>();
export const translatorFor = (locale: Locale): Translate => {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(currentCatalogues(), locale, reportMissing);
    if (isLocaleLoaded(locale)) translators.set(locale, t);
  }
  return t;
};

export function I18nProvider(props: { locale: Locale; setLocale: SetLocale; children: ReactNode }) {
  const { locale, setLocale, children } = props;
  const value = useMemo(() => ({ locale, t: translatorFor(locale), setLocale }), [locale, setLocale]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = (): I18nValue => {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an <I18nProvider> above it');
  return value;
};

/** The translate function of the current language. */
export const useT = (): Translate => useI18n().t;

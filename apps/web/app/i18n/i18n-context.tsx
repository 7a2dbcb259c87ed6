import { createTranslator, type Locale, type Translate } from '@nori/domain';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { catalogues } from './catalogues';

interface I18nValue {
  locale: Locale;
  t: Translate;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Translators are cheap but stable identities keep memoised children from re-rendering. */
const translators = new Map<Locale, Translate>();
export const translatorFor = (locale: Locale): Translate => {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(catalogues, locale);
    translators.set(locale, t);
  }
  return t;
};

export function I18nProvider(props: {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  children: ReactNode;
}) {
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

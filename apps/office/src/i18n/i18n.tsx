// The language of the app: a context with the translator, the locale and the switch; the page's
// lang attribute follows it (screen readers pronounce by it).
import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { createTranslator, INTL_LOCALES, type Locale, type Translate } from '@nori/domain';
import { setApiLanguage } from '../api/client';
import { officeCatalogues } from './catalogues';
import { initialLocale, storeLocale } from './locale';

export interface I18n {
  locale: Locale;
  /** The Intl tag of the locale, for dates and numbers. */
  intl: string;
  t: Translate;
  /** Whether a text exists for the key (error codes the catalogue knows). */
  has: (key: string) => boolean;
  setLocale: (locale: Locale) => void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState(initialLocale);
  const value = useMemo<I18n>(() => {
    document.documentElement.lang = locale;
    setApiLanguage(locale);
    return {
      locale,
      intl: INTL_LOCALES[locale],
      t: createTranslator(officeCatalogues, locale),
      has: (key) => Object.hasOwn(officeCatalogues.ru, key),
      setLocale: (next) => {
        storeLocale(next);
        setLocaleState(next);
      },
    };
  }, [locale]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export const useI18n = (): I18n => {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
};

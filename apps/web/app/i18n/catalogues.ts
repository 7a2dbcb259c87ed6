// Every text the storefront shows: its own catalogues merged with the domain's (cart, delivery,
// schedules, validation, errors); mergeCatalogues throws on a key defined twice, so two owners
// cannot disagree about one text. Russian, the fallback, is always here; English and Montenegrin
// are separate chunks, loaded before they are needed (the server's loader, the client's entry
// before hydration, the locale switcher before switching).
import { mergeCatalogues, type Catalogues, type Locale, type Messages } from '@nori/domain';
import { domainMessagesRu } from '@nori/domain/messages/ru';
import { ru } from './messages/ru';

interface LocaleTexts {
  web: Messages;
  domain: Messages;
}

// Each language one chunk: its module carries the domain's texts in that language along.
const loaders: Record<Exclude<Locale, 'ru'>, () => Promise<LocaleTexts>> = {
  en: () =>
    import('./messages/en').then(({ en, domainMessagesEn }) => ({ web: en, domain: domainMessagesEn })),
  cnr: () =>
    import('./messages/cnr').then(({ cnr, domainMessagesCnr }) => ({ web: cnr, domain: domainMessagesCnr })),
};

const loaded: Partial<Record<Locale, LocaleTexts>> = { ru: { web: ru, domain: domainMessagesRu } };
let merged: Catalogues | null = null;

export const isLocaleLoaded = (locale: Locale): boolean => loaded[locale] !== undefined;

export const loadLocale = async (locale: Locale): Promise<void> => {
  if (locale === 'ru' || isLocaleLoaded(locale)) return;
  loaded[locale] = await loaders[locale]();
  merged = null;
};

/** The catalogues loaded so far; a locale not loaded yet falls back to Russian key by key. */
export const currentCatalogues = (): Catalogues =>
  (merged ??= mergeCatalogues(
    { ru, en: loaded.en?.web ?? {}, cnr: loaded.cnr?.web ?? {} },
    { ru: domainMessagesRu, en: loaded.en?.domain ?? {}, cnr: loaded.cnr?.domain ?? {} },
  ));

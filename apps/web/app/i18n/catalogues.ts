// Every text the storefront shows: its own catalogues merged with the domain's (cart, delivery,
// schedules, validation, errors); a key defined twice with two texts throws, so two owners cannot
// disagree about one text. English and Montenegrin are separate chunks, loaded before they are
// needed (the server's loader, the client's entry before hydration, the locale switcher before
// switching). Russian, the fallback, is here for what the shell and the menu show; the features
// that a menu's first load does not need add their Russian texts when their module loads
// (addRussianTexts), so those texts travel in the features' own chunks (issue 17).
import { mergeCatalogues, type Catalogues, type Locale, type Messages } from '@nori/domain';
import { shellDomainMessagesRu } from './messages/ru-domain';
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

// One object, filled in place: translators read it at each call, so a translator made before a
// feature's texts (or a language) arrived finds them once they have.
const catalogues: Catalogues = mergeCatalogues(
  { ru, en: {}, cnr: {} },
  { ru: shellDomainMessagesRu, en: {}, cnr: {} },
);
const loaded = new Set<Locale>(['ru']);

const addTexts = (locale: Locale, texts: Messages): void => {
  const target = catalogues[locale];
  for (const [key, text] of Object.entries(texts)) {
    if (Object.hasOwn(target, key) && target[key] !== text)
      throw new Error(`Message '${key}' is defined twice for '${locale}'`);
    target[key] = text;
  }
};

/**
 * Adds a feature's Russian texts. Called at the top of the module whose components show them, so
 * they are there before any of its components renders, on the server and in the browser; calling
 * it again with the same texts (two modules sharing them) changes nothing.
 */
export const addRussianTexts = <T extends Messages>(texts: T): T => {
  addTexts('ru', texts);
  return texts;
};

/**
 * Adds a feature's texts in every language at once: for a block that loads on its own, after the
 * page (the bonuses, issue 41), so no language's chunk carries them for everyone.
 */
export const addFeatureTexts = (texts: Catalogues): void => {
  for (const [locale, messages] of Object.entries(texts) as [Locale, Messages][]) addTexts(locale, messages);
};

export const isLocaleLoaded = (locale: Locale): boolean => loaded.has(locale);

export const loadLocale = async (locale: Locale): Promise<void> => {
  if (locale === 'ru' || isLocaleLoaded(locale)) return;
  const { web, domain } = await loaders[locale]();
  if (isLocaleLoaded(locale)) return;
  addTexts(locale, web);
  addTexts(locale, domain);
  loaded.add(locale);
};

/** The catalogues loaded so far; a locale not loaded yet falls back to Russian key by key. */
export const currentCatalogues = (): Catalogues => catalogues;

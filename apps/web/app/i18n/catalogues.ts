// Every text the storefront shows: its own catalogues merged with the domain's (cart, delivery,
// schedules, validation, errors); mergeCatalogues throws on a key defined twice, so two owners
// cannot disagree about one text. Russian, the fallback, is always here; English and Montenegrin
// are separate chunks, loaded before they are needed (the server's loader, the client's entry
// before hydration, the locale switcher before switching).
import { domainMessages, mergeCatalogues, type Catalogues, type Locale, type Messages } from '@nori/domain';
import { ru } from './messages/ru';

const loaders: Record<Exclude<Locale, 'ru'>, () => Promise<Messages>> = {
  en: () => import('./messages/en').then((module) => module.en),
  cnr: () => import('./messages/cnr').then((module) => module.cnr),
};

const web: Partial<Record<Locale, Messages>> = { ru };
let merged: Catalogues | null = null;

export const isLocaleLoaded = (locale: Locale): boolean => web[locale] !== undefined;

export const loadLocale = async (locale: Locale): Promise<void> => {
  if (locale === 'ru' || isLocaleLoaded(locale)) return;
  web[locale] = await loaders[locale]();
  merged = null;
};

/** The catalogues loaded so far; a locale not loaded yet falls back to Russian key by key. */
export const currentCatalogues = (): Catalogues =>
  (merged ??= mergeCatalogues({ ru, en: web.en ?? {}, cnr: web.cnr ?? {} }, domainMessages));

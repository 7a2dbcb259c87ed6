// The chain's own texts (dish names, restaurant streets …) in the visitor's language. The catalog
// keeps the Russian text in the field itself and the other languages next to it, in an `i18n` map
// ({ en: { name: 'Philadelphia' }, cnr: { … } }); a field without a translation falls back to
// Russian, field by field (spec §9: Russian is the default and the fallback).
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../types';

/** The languages a catalog text may be translated into: every locale but Russian, the text itself. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE) as Exclude<
  Locale,
  'ru'
>[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Translations of some of an entity's text fields, per language; any of them may be missing. */
export type TextTranslations<F extends string = string> = Partial<
  Record<TranslatedLocale, Partial<Record<F, string>>>
>;

/** The field's text in the locale, else the Russian text the entity carries. */
export const localizedText = <F extends string>(
  russian: string,
  translations: TextTranslations<F> | null | undefined,
  field: F,
  locale: Locale,
): string =>
  locale === DEFAULT_LOCALE ? russian : (translations?.[locale as TranslatedLocale]?.[field] ?? russian);

/**
 * The entity with its translated fields in the locale and without its `i18n` map: the wire shape
 * of spec §7 is the same in every language.
 */
export function localizeEntity<T extends { i18n?: TextTranslations | null }, F extends keyof T & string>(
  entity: T,
  fields: readonly F[],
  locale: Locale,
): Omit<T, 'i18n'> {
  const { i18n, ...rest } = entity;
  if (locale === DEFAULT_LOCALE || !i18n) return rest;
  const texts = i18n[locale as TranslatedLocale];
  if (!texts) return rest;
  const out: Record<string, unknown> = rest;
  for (const field of fields) out[field] = texts[field] ?? entity[field];
  return out as Omit<T, 'i18n'>;
}

/** Quality of one Accept-Language item: 'en;q=0.5' → 0.5, 'en' → 1, nonsense → 0. */
const quality = (params: string[]): number => {
  const q = params.find((param) => /^q=/i.test(param.trim()));
  if (!q) return 1;
  const value = Number(q.trim().slice(2));
  return Number.isFinite(value) ? value : 0;
};

/**
 * The catalog locale an Accept-Language header asks for (RFC 9110 §12.5.4): the best-weighted
 * language whose primary subtag is ru, en or cnr ('en-GB' is English); Russian when none is.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: Locale = DEFAULT_LOCALE;
  let bestQuality = 0;
  for (const item of header.split(',')) {
    const [range = '', ...params] = item.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const weight = quality(params);
    if (isLocale(primary) && weight > bestQuality) {
      best = primary;
      bestQuality = weight;
    }
  }
  return best;
}

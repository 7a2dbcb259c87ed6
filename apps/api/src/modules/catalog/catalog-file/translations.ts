// Translations of the chain's texts in the catalog file (docs/catalog-format.md, "Languages"):
// an optional `i18n` map next to the texts it translates, { en: { name }, cnr: { name } }. The
// Russian text stays in the field itself, so files without translations keep their meaning.
import { z } from 'zod';
import { TRANSLATED_LOCALES, type TextTranslations } from '@nori/domain';

const text = z.string().trim().min(1);
const LOCALE_LIST = TRANSLATED_LOCALES.join(' or ');

/** The i18n map of an entity whose listed fields a customer reads. */
export const translationsSchema = <const F extends string>(fields: readonly F[]) =>
  z
    .record(z.string(), z.strictObject(Object.fromEntries(fields.map((field) => [field, text.optional()]))))
    .superRefine((value, ctx) => {
      for (const locale of Object.keys(value)) {
        if ((TRANSLATED_LOCALES as readonly string[]).includes(locale)) continue;
        ctx.addIssue({
          code: 'custom',
          path: [locale],
          message:
            locale === 'ru'
              ? `Russian is the text of the field itself; i18n holds only ${LOCALE_LIST}`
              : `Unknown locale '${locale}': expected ${LOCALE_LIST}`,
        });
      }
    })
    .transform((value) => value as TextTranslations<F>)
    .optional();

type Report = (path: (string | number)[], message: string) => void;
type Translated = { i18n?: TextTranslations | undefined } & object;

/**
 * Russian is the fallback of every translation: a translated field must have its Russian text.
 * Names are never empty; a description may be, and then no translation can fall back to it.
 */
export function checkRussianFallbacks(collections: Record<string, readonly Translated[]>, report: Report) {
  for (const [name, items] of Object.entries(collections)) {
    items.forEach((item, index) => {
      for (const [locale, texts] of Object.entries(item.i18n ?? {})) {
        for (const field of Object.keys(texts ?? {})) {
          const russian = (item as Record<string, unknown>)[field];
          if (typeof russian === 'string' && russian.trim()) continue;
          report(
            [name, index, 'i18n', locale, field],
            `Missing Russian ${field}: a translation falls back to the Russian text`,
          );
        }
      }
    });
  }
}

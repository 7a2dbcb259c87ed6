import { LOCALES } from '../types';
import type { Catalogues } from './types';

/** Joins the per-area catalogues into one; a key defined twice is a mistake, so it throws. */
export const mergeCatalogues = (...parts: readonly Catalogues[]): Catalogues => {
  const merged: Catalogues = { ru: {}, en: {}, cnr: {} };
  for (const part of parts) {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(part[locale])) {
        if (Object.hasOwn(merged[locale], key))
          throw new Error(`Message '${key}' is defined twice for '${locale}'`);
        merged[locale][key] = text;
      }
    }
  }
  return merged;
};

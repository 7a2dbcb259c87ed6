import type { Catalogues } from '@nori/domain';

/**
 * One area's texts in the three languages. English and Montenegrin must have exactly Russian's
 * keys, so a text added in one language and forgotten in another fails the type check.
 */
export const area = <Keys extends string>(
  ru: Record<Keys, string>,
  en: NoInfer<Record<Keys, string>>,
  cnr: NoInfer<Record<Keys, string>>,
): Catalogues => ({ ru, en, cnr });

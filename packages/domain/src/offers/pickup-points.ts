import { INTL_LOCALES } from '../money';
import type { Locale } from '../types';

/** The fields of a restaurant that order the pickup point list. */
export interface PickupPointOrder {
  order: number;
  address: string;
}

const collators = new Map<Locale, Intl.Collator>();
const collatorFor = (locale: Locale): Intl.Collator => {
  let collator = collators.get(locale);
  if (collator === undefined) {
    collator = new Intl.Collator(INTL_LOCALES[locale], { numeric: true });
    collators.set(locale, collator);
  }
  return collator;
};

/** By order, then by address as the reader's language sorts it ('ул. 2' before 'ул. 10'). */
export const sortPickupPoints = <T extends PickupPointOrder>(restos: readonly T[], locale: Locale): T[] => {
  const collator = collatorFor(locale);
  return [...restos].sort((a, b) => a.order - b.order || collator.compare(a.address, b.address));
};

/** The pickup point chosen when the customer switches to take-away (spec §4). */
export const firstPickupPoint = <T extends PickupPointOrder>(
  restos: readonly T[],
  locale: Locale,
): T | null => sortPickupPoints(restos, locale)[0] ?? null;

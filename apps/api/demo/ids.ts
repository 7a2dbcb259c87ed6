// How the demo derives the ids of things that exist once per menu, currency or resto from the ids
// of their content. Demo ids start at 201 so they never meet the test fixtures' 1.. and 101.. ranges
// (ids are unique across tenants), and a derived id shows where it came from: position 201042 is
// dish 42 on menu 201.
import type { Currency } from './model';

export const imageUrl = (folder: 'dishes' | 'groups' | 'restos' | 'promotions', slug: string) =>
  `/images/${folder}/${slug}.svg`;

export const positionGroupId = (menuId: number, groupOrder: number) => menuId * 100 + groupOrder;

export const positionId = (menuId: number, dishNo: number) => menuId * 1000 + dishNo;

const currencyDigit: Record<Currency, number> = { RUB: 1, EUR: 2 };

/** Modifier groups and modifiers are priced, so each exists once per currency. */
export const perCurrencyId = (contentId: number, currency: Currency) =>
  contentId * 10 + currencyDigit[currency];

/** A time slot exists once per resto; resto ids run 201–209. */
export const timeSlotId = (contentId: number, restoId: number) => contentId * 10 + (restoId - 200);

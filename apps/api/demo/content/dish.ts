// A compact way to write the dish lists: prices in whole rubles, euro prices derived from them and
// rounded to menu-looking prices (x.40, x.90) unless a dish sets its own.
import type { MeasureUnit } from '@nori/domain';
import type { DemoDish, DishArt } from '../model';
import { POSITION_TAGS, type PositionTagCode } from './tags';

export interface DishInput {
  no: number;
  slug: string;
  name: string;
  description: string;
  rub: number;
  measure: [number, MeasureUnit];
  art: DishArt;
  tags?: PositionTagCode[];
  eurCents?: number;
}

// Not an exchange rate: the ratio between menu prices in Kazan and on the Budva seafront.
const RUBLES_PER_MENU_EURO = 50;

/** Rounds to half euros and takes 10 cents off, so 599 ₽ becomes 11.90 € rather than 11.98 €. */
export const euroCentsFor = (rub: number): number =>
  rub === 0 ? 0 : Math.max(90, Math.round((rub * 2) / RUBLES_PER_MENU_EURO) * 50 - 10);

export const dishesIn = (groupKey: string | null, inputs: DishInput[]): DemoDish[] =>
  inputs.map((input) => ({
    no: input.no,
    slug: input.slug,
    name: input.name,
    description: input.description,
    groupKey,
    priceRub: input.rub,
    priceEurCents: input.eurCents ?? euroCentsFor(input.rub),
    measure: { value: input.measure[0], unit: input.measure[1] },
    tags: (input.tags ?? []).map((code) => POSITION_TAGS[code]),
    art: input.art,
  }));

// The whole dish catalogue; every menu lists all of it, priced in the menu's currency.
import type { DemoDish } from '../model';
import { DESSERTS } from './menu-desserts';
import { DRINKS } from './menu-drinks';
import { HOT, PIZZA } from './menu-hot';
import { LUNCH } from './menu-lunch';
import { OTHER } from './menu-other';
import { ROLLS } from './menu-rolls';
import { SETS } from './menu-sets';
import { SOUPS } from './menu-soups';
import { SUSHI } from './menu-sushi';

export const DEMO_DISHES: DemoDish[] = [
  ...LUNCH,
  ...ROLLS,
  ...SUSHI,
  ...SETS,
  ...HOT,
  ...PIZZA,
  ...SOUPS,
  ...DRINKS,
  ...DESSERTS,
  ...OTHER,
];

const bySlug = new Map(DEMO_DISHES.map((dish) => [dish.slug, dish]));

/** The dish numbers for the given slugs; an unknown slug is a typo in the demo content. */
export const dishNos = (...slugs: string[]): number[] =>
  slugs.map((slug) => {
    const dish = bySlug.get(slug);
    if (!dish) throw new Error(`Unknown demo dish slug '${slug}'`);
    return dish.no;
  });

export const dishNosInGroup = (groupKey: string): number[] =>
  DEMO_DISHES.filter((dish) => dish.groupKey === groupKey).map((dish) => dish.no);

// Every picture the demo chain needs, as files relative to apps/api/demo/images.
import { DEMO_DISHES } from './content/dishes';
import { DEMO_GROUPS } from './content/groups';
import { DEMO_PROMOTIONS } from './content/promotions';
import { BUDVA } from './content/cities';
import { DEMO_RESTOS } from './content/restos';
import { promotionLanguages } from './content/texts';
import { DEMO_BRAND } from './content/brand';
import { bannerSvg } from './svg/banner';
import { dishSvg } from './svg/dish';
import { logoSvg } from './svg/logo';
import { restoSvg, type RestoScene } from './svg/resto';

export interface ImageFile {
  /** Relative to apps/api/demo/images, e.g. 'dishes/philadelphia.svg'. */
  path: string;
  svg: string;
}

// Which dish stands for its group on the group's photo.
const GROUP_COVER: Record<string, string> = {
  lunch: 'lunch-ramen',
  rolls: 'california-crab',
  sushi: 'nigiri-salmon',
  sets: 'set-party',
  hot: 'poke-salmon',
  pizza: 'pizza-pepperoni',
  soups: 'tom-yam',
  drinks: 'lemonade-berry',
  desserts: 'mochi-assorted',
};

const RESTO_SCENES: Record<string, RestoScene> = {
  baumana: 'brick',
  chistopolskaya: 'modern',
  mega: 'mall',
  'stari-grad': 'stone',
  becici: 'beach',
};

const LATIN_SIGN = { brand: DEMO_BRAND.latinName, goods: 'SUSHI · ROLLS' };

const coverOf = (groupKey: string) => {
  const dish = DEMO_DISHES.find((candidate) => candidate.slug === GROUP_COVER[groupKey]);
  if (!dish) throw new Error(`Group '${groupKey}' has no cover dish`);
  return dish;
};

export const buildDemoImages = (): ImageFile[] => [
  { path: 'logo.svg', svg: logoSvg() },
  ...DEMO_DISHES.map((dish) => ({
    path: `dishes/${dish.slug}.svg`,
    svg: dishSvg(dish.slug, dish.name, dish.art),
  })),
  ...DEMO_GROUPS.map((group) => ({
    path: `groups/${group.photoSlug}.svg`,
    // A different seed from the dish's own picture, so the pieces lie differently.
    svg: dishSvg(`group-${group.key}`, group.name, coverOf(group.key).art),
  })),
  ...DEMO_PROMOTIONS.map((promotion) => ({
    path: `promotions/${promotion.slug}.svg`,
    svg: bannerSvg(promotion),
  })),
  // The same banner with its words in each language the promotion is translated into.
  ...DEMO_PROMOTIONS.flatMap((promotion) =>
    promotionLanguages(promotion.id).map(([locale, { title, headline, subline }]) => ({
      path: `promotions/${promotion.slug}.${locale}.svg`,
      svg: bannerSvg(
        { ...promotion, title, banner: { ...promotion.banner, headline, subline } },
        DEMO_BRAND.latinName,
      ),
    })),
  ),
  ...DEMO_RESTOS.map((resto) => ({
    path: `restos/${resto.photoSlug}.svg`,
    // Montenegro's streets are written in Latin letters, and so are the signs on them.
    svg: restoSvg(
      resto.name,
      RESTO_SCENES[resto.photoSlug] ?? 'modern',
      resto.cityId === BUDVA.id ? LATIN_SIGN : undefined,
    ),
  })),
];

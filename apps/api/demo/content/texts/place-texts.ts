// English and Montenegrin texts of where the chain is and what it offers besides dishes: cities,
// restaurants, zones, menus, groups, tags, modifiers and promotions. Kazan's own places have
// English; Budva's have both, as most of its customers read neither Russian nor only English.
import type { TextTranslations } from '@nori/domain';
import type { NameTexts } from './text-types';

type RestoField = 'name' | 'street' | 'address' | 'description';

/** By city id. */
export const CITY_TEXTS: Record<number, NameTexts> = {
  201: { en: 'Kazan', cnr: 'Kazanj' },
  202: { en: 'Budva', cnr: 'Budva' },
};

/** By resto id. */
export const RESTO_TEXTS: Record<number, TextTranslations<RestoField>> = {
  201: {
    en: {
      name: 'Umiko on Baumana',
      street: '44 Baumana St',
      address: 'Kazan, 44 Baumana St',
      description:
        'The flagship in the pedestrian heart of Kazan. Open round the clock: rolls for a late dinner and hot ramen with your morning coffee.',
    },
  },
  202: {
    en: {
      name: 'Umiko on Chistopolskaya',
      street: '20 Chistopolskaya St',
      address: 'Kazan, 20 Chistopolskaya St',
      description: 'A cosy hall in the Novo-Savinovsky district with a kids’ room. Closed on Mondays.',
    },
  },
  203: {
    en: {
      name: 'Umiko To Go at Mega',
      street: '141 Pobedy Ave',
      address: 'Kazan, 141 Pobedy Ave, Mega mall, food court',
      description: 'A pickup window at the food court: your order is ready when you arrive. Take-away only.',
    },
  },
  204: {
    en: {
      name: 'Umiko Stari Grad',
      street: 'Mediteranska 4',
      address: 'Budva, Mediteranska 4',
      description:
        'By the walls of the Old Town, a few steps from the sea. Pay by card or in cash on receipt.',
    },
    cnr: {
      name: 'Umiko Stari Grad',
      street: 'Mediteranska 4',
      address: 'Budva, Mediteranska 4',
      description:
        'Uz zidine Starog grada, na par koraka od mora. Plaćanje karticom ili gotovinom pri preuzimanju.',
    },
  },
  205: {
    en: {
      name: 'Umiko Bečići',
      street: 'Bečići bb',
      address: 'Budva, Bečići bb, promenade',
      description:
        'A beach bar on the Bečići promenade: sets at sunset and delivery along the coast to Rafailovići.',
    },
    cnr: {
      name: 'Umiko Bečići',
      street: 'Bečići bb',
      address: 'Budva, Bečići bb, šetalište',
      description:
        'Bar na plaži na šetalištu u Bečićima: setovi uz zalazak sunca i dostava duž obale do Rafailovića.',
    },
  },
};

/** By zone id. */
export const ZONE_TEXTS: Record<number, NameTexts> = {
  201: { en: 'Centre and Vakhitovsky district' },
  202: { en: 'Novo-Savinovsky district' },
  203: { en: 'Budva: Old Town, Podkošljun, Lazi', cnr: 'Budva: Stari grad, Podkošljun, Lazi' },
  204: { en: 'Bečići and Rafailovići', cnr: 'Bečići i Rafailovići' },
};

/** Menus by their Russian name: each country has the same two. */
export const MENU_TEXTS: Record<string, NameTexts> = {
  Доставка: { en: 'Delivery', cnr: 'Dostava' },
  Самовывоз: { en: 'Take-away', cnr: 'Preuzimanje' },
};

/** Groups by key. */
export const GROUP_TEXTS: Record<string, NameTexts> = {
  lunch: { en: 'Business lunch', cnr: 'Poslovni ručak' },
  rolls: { en: 'Rolls', cnr: 'Rolnice' },
  sushi: { en: 'Sushi', cnr: 'Suši' },
  sets: { en: 'Sets', cnr: 'Setovi' },
  hot: { en: 'Hot dishes', cnr: 'Topla jela' },
  pizza: { en: 'Pizza', cnr: 'Pica' },
  soups: { en: 'Soups', cnr: 'Supe' },
  drinks: { en: 'Drinks', cnr: 'Pića' },
  desserts: { en: 'Desserts', cnr: 'Dezerti' },
};

/** Restaurant and dish tags by code. */
export const TAG_TEXTS: Record<string, NameTexts> = {
  ROUND_THE_CLOCK: { en: 'Open 24/7', cnr: 'Non-stop' },
  WIFI: { en: 'Wi-Fi', cnr: 'Wi-Fi' },
  PARKING: { en: 'Parking', cnr: 'Parking' },
  KIDS_ROOM: { en: 'Kids’ room', cnr: 'Dječja soba' },
  TERRACE: { en: 'Summer terrace', cnr: 'Ljetnja terasa' },
  SEA_VIEW: { en: 'Sea view', cnr: 'Pogled na more' },
  PICKUP_ONLY: { en: 'Take-away only', cnr: 'Samo preuzimanje' },
  COOKING_LONGER: { en: 'Takes longer, 1.5 hours', cnr: 'Priprema traje duže, 1,5 sat' },
  SPICY: { en: 'Spicy', cnr: 'Ljuto' },
  VEGETARIAN: { en: 'Vegetarian', cnr: 'Vegetarijansko' },
  HIT: { en: 'Bestseller', cnr: 'Hit' },
  NEW: { en: 'New', cnr: 'Novo' },
};

/** Modifier groups and modifiers by their content id (before the per-currency id). */
export const MODIFIER_TEXTS: Record<number, NameTexts> = {
  201: { en: 'Sauces', cnr: 'Sosovi' },
  2011: { en: 'Spicy sauce', cnr: 'Ljuti sos' },
  2012: { en: 'Unagi sauce', cnr: 'Unagi sos' },
  2013: { en: 'Cheese sauce', cnr: 'Sirni sos' },
  2014: { en: 'Nut sauce', cnr: 'Sos od oraha' },
  202: { en: 'Double fish', cnr: 'Duplo ribe' },
  2021: { en: 'Double portion of fish', cnr: 'Dupla porcija ribe' },
  203: { en: 'Heat', cnr: 'Ljutina' },
  2031: { en: 'Hotter', cnr: 'Ljuće' },
  2032: { en: 'Very hot', cnr: 'Veoma ljuto' },
  2033: { en: 'Not spicy', cnr: 'Bez ljutog' },
  204: { en: 'Size', cnr: 'Veličina' },
  2041: { en: '30 cm', cnr: '30 cm' },
  2042: { en: '40 cm', cnr: '40 cm' },
  205: { en: 'Extras', cnr: 'Dodaci' },
  2051: { en: 'Ajitama egg', cnr: 'Ajitama jaje' },
  2052: { en: 'Double noodles', cnr: 'Dupli rezanci' },
  2053: { en: 'Chashu pork', cnr: 'Čašu svinjetina' },
};

// The demo chain in our own words, independent of the catalog file format: the content modules
// fill these shapes and catalog-file.ts maps them onto the importer's schema in one place.
import type { DayOfWeek, LatLng, MeasureUnit, MenuFlags, OpeningHours, PayConfig } from '@nori/domain';

export type Currency = 'RUB' | 'EUR';

export interface DemoCity {
  id: number;
  name: string;
  country: string;
  currency: Currency;
  timezone: string;
  center: LatLng;
  bounds: { east: number; north: number; south: number; west: number };
  zoom: number;
}

export interface DemoTag {
  id: number;
  code: string;
  name: string;
}

export interface DemoResto {
  id: number;
  cityId: number;
  name: string;
  street: string;
  address: string;
  description: string;
  location: LatLng;
  order: number;
  menuIds: number[];
  openingHours: OpeningHours[];
  payConfig: PayConfig;
  payEngine: 'SANDBOX' | 'YOOKASSA';
  tags: DemoTag[];
  phones: string[];
  emails: string[];
  links: string[];
  /** Minor units of the resto's currency. */
  averageCheck: number;
  photoSlug: string;
  /** Ordering for a time (issue 21); the catalog's defaults when absent. */
  orderTimes?: {
    cookingMinutes?: number;
    slotMinutes?: number;
    slotCapacity?: number | null;
    aheadDays?: number;
  };
}

export interface DemoMenu extends MenuFlags {
  id: number;
  name: string;
  order: number;
  currency: Currency;
}

/** What a dish looks like, so the illustrator can draw it. */
export type DishArt =
  | {
      kind: 'maki';
      filling: string[];
      outside: 'nori' | 'rice' | 'tempura' | 'baked' | 'fish';
      topping?: string;
    }
  | { kind: 'nigiri' | 'gunkan'; fish: string; count: number; garnish?: string }
  | { kind: 'set'; fillings: string[] }
  | { kind: 'soup'; broth: string; garnish: string[]; noodles?: boolean }
  | { kind: 'wok' | 'poke' | 'gyoza' | 'tempura'; accents: string[] }
  | { kind: 'pizza'; accents: string[] }
  | { kind: 'drink'; liquid: string; glass: 'tall' | 'cup' | 'bottle'; garnish?: string }
  | { kind: 'dessert'; style: 'cheesecake' | 'mochi' | 'cake' | 'icecream'; colors: string[] }
  | { kind: 'condiment'; colors: string[] };

export interface DemoGroup {
  key: string;
  name: string;
  order: number;
  photoSlug: string;
}

export interface DemoDish {
  /** Stable number within the catalogue; position ids are derived from it per menu. */
  no: number;
  slug: string;
  name: string;
  description: string;
  groupKey: string | null;
  /** Whole rubles and euro cents: rubles are shown whole, euros with cents. */
  priceRub: number;
  priceEurCents: number;
  measure: { value: number; unit: MeasureUnit };
  tags: DemoTag[];
  art: DishArt;
}

export interface DemoModifier {
  id: number;
  name: string;
  priceRub: number;
  priceEurCents: number;
  /** How many of this one modifier a single position may carry. */
  maxCount: number;
}

export interface DemoModifierGroup {
  id: number;
  name: string;
  minCount: number;
  maxCount: number;
  dishNos: number[];
  modifiers: DemoModifier[];
}

export interface DemoSlot {
  days: DayOfWeek[];
  startAt: string;
  endAt: string;
}

export interface DemoTimeSlot {
  id: number;
  restoIds: number[];
  dishNos: number[];
  slots: DemoSlot[];
}

export interface DemoZoneTier {
  /** Minor units of the resto's currency. */
  deliveryPrice: number;
  minutes: number;
  minOrderPrice: number;
  maxOrderPrice: number | null;
}

export interface DemoZone {
  id: number;
  restoId: number;
  name: string;
  /** Open ring; the closing point is appended by the format mapping. */
  ring: LatLng[];
  tiers: DemoZoneTier[];
}

export interface DemoPromotion {
  id: number;
  slug: string;
  restoIds: number[];
  title: string;
  description: string;
  until: string;
  /** The banner: a short bold headline, a smaller line under it, and the dish drawn beside them. */
  banner: {
    headline: string;
    subline: string;
    art: DishArt;
    hue: 'red' | 'gold' | 'green' | 'blue' | 'violet';
  };
}

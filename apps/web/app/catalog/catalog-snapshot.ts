import type {
  City,
  DeliveryZone,
  Menu,
  Position,
  PositionGroup,
  PositionModifiers,
  PositionTimeSlot,
  Promotion,
  Resto,
  RestoListItem,
} from '@nori/contract';

export interface MenuContent {
  menu: Menu;
  groups: PositionGroup[];
  positions: Position[];
  /**
   * Only in a page's seed, when `positions` holds the records of the first screen's dishes (and of
   * an open dish) alone: the others are in the document as markup, kept as it is until the
   * browser has their records (page-seed.server.ts). The boot loads them.
   */
  outline?: MenuOutline;
}

/** The sections of a menu page as its document shows them, for a seed that holds part of them. */
export interface MenuOutline {
  /** The sections in the page's order: the group's id (0 for 'Прочее') and its number of dishes. */
  sections: { id: number; size: number }[];
  /** How many dishes, in the page's order, are rendered from the seed's records. */
  live: number;
}

/** Everything the boot sequence (spec §4) loads, for the city and restaurant the visitor chose. */
export interface CatalogSnapshot {
  /** Add to the client clock to read the server's (spec §3, server time). */
  clockOffsetMs: number;
  cities: City[];
  city: City | null;
  restos: RestoListItem[];
  zones: DeliveryZone[];
  resto: Resto | null;
  menus: MenuContent[];
  promotions: Promotion[];
  modifiers: PositionModifiers[];
  timeSlots: PositionTimeSlot[];
  /**
   * Only in a page's seed: what it leaves out because the page does not render it
   * (page-seed.server.ts: a menu page's promotions, and of the restaurant's record all but its
   * menus, currency and clock); the boot loads it.
   */
  leftOut?: { promotions: true; restoDetails: true };
  /**
   * Only in a page's seed: the server's clock when it loaded the page. The first render's time on
   * both sides (use-server-now.ts), so the server's markup shows what is unavailable now and
   * hydration agrees with it.
   */
  renderedAtMs?: number;
}

/** The visitor's stored choice, before the boot checks it against the catalog. */
export interface StoredLocation {
  cityId: number | null;
  restoId: number | null;
}

/**
 * What the server loaded for the page it renders (routes' loaders): the catalog of one city and
 * restaurant, chosen by the URL rather than by stored settings, which the server cannot see.
 * It is shown until the visitor's own boot has a city, so crawlers and first paints see content.
 */
export interface PageCatalog {
  snapshot: CatalogSnapshot;
  /** Full records of the city's restaurants (the list call only has names). */
  restos: Resto[];
}

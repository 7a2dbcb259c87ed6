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

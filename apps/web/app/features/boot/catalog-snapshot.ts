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

import { OTHER_GROUP_ID, OTHER_GROUP_ORDER } from '@nori/contract';
// Rows → the wire shapes of packages/contract (zod input types: plain numbers, as sent).
import type { z } from 'zod';
import type {
  citySchema,
  deliveryZoneSchema,
  menuSchema,
  positionGroupSchema,
  positionSchema,
  promotionSchema,
  restoSchema,
} from '@nori/contract';
import type {
  CityRow,
  MenuRow,
  PositionGroupRow,
  PositionRow,
  PromotionRow,
  RestoRow,
  ZoneRow,
} from '../repositories/catalog-queries';
import { offsetField, restoOrderTimes } from './orders/resto-order-times';
import { offeredPayConfig, type RunningEngines } from './payments/pay-engines';

export type CityDto = z.input<typeof citySchema>;
export type RestoDto = z.input<typeof restoSchema>;
export type MenuDto = z.input<typeof menuSchema>;
export type PositionGroupDto = z.input<typeof positionGroupSchema>;
export type PositionDto = z.input<typeof positionSchema>;
export type ZoneDto = z.input<typeof deliveryZoneSchema>;
export type PromotionDto = z.input<typeof promotionSchema>;

/** Positions without a group are listed under this synthetic group (spec §3). */
export const OTHER_GROUP = { id: OTHER_GROUP_ID, name: 'Прочее', order: OTHER_GROUP_ORDER } as const;

export const cityDto = ({ id, name, bounds, center, zoom }: CityRow): CityDto => ({
  id,
  name,
  bounds,
  center,
  zoom,
});

export const menuDto = ({
  id,
  name,
  sortOrder,
  isDelivery,
  isOnline,
  isTable,
  isTakeAway,
}: MenuRow): MenuDto => ({
  id,
  name,
  order: sortOrder,
  isDelivery,
  isOnline,
  isTable,
  isTakeAway,
});

/** `nowMs` picks the offset a named time zone answers in spec §3's timezone field. */
export const restoDto = (
  resto: RestoRow,
  menus: MenuRow[],
  engines: RunningEngines,
  nowMs: number,
): RestoDto => ({
  id: resto.id,
  name: resto.name,
  street: resto.street,
  address: resto.address,
  averageCheck: resto.averageCheck,
  currency: resto.currency,
  description: resto.description,
  emails: resto.emails,
  links: resto.links,
  phones: resto.phones,
  location: resto.location,
  // In the order the resto lists them.
  menus: resto.menuIds.flatMap((menuId) => menus.filter((menu) => menu.id === menuId).map(menuDto)),
  order: resto.sortOrder,
  openingHours: resto.openingHours,
  payConfig: offeredPayConfig(resto.payConfig, resto.payEngine, engines),
  payEngine: resto.payEngine,
  pays: resto.pays,
  photos: resto.photos,
  tags: resto.tags,
  timezone: offsetField(resto.timezone, nowMs),
  cityId: resto.cityId,
  orderTimes: restoOrderTimes(resto),
});

export const positionGroupDto = ({
  id,
  menuId,
  name,
  sortOrder,
  photos,
}: PositionGroupRow): PositionGroupDto => ({
  id,
  menuId,
  name,
  order: sortOrder,
  photos,
});

export const positionDto = (position: PositionRow): PositionDto => ({
  id: position.id,
  menu: { id: position.menuId },
  positionGroup: position.groupId === null ? null : { id: position.groupId },
  name: position.name,
  description: position.description,
  price: position.price,
  measure: { value: position.measureValue, unit: position.measureUnit },
  photos: position.photos,
  tags: position.tags,
  order: position.sortOrder,
  hasModifiers: position.hasModifiers,
});

export const zoneDto = ({ id, name, restoId, polygon, rules }: ZoneRow): ZoneDto => ({
  id,
  name,
  restoId,
  polygon,
  rules,
});

export const promotionDto = (promotion: PromotionRow): PromotionDto => ({
  id: promotion.id,
  title: promotion.title,
  description: promotion.description,
  image: promotion.image,
  until: promotion.until,
  order: promotion.sortOrder,
});

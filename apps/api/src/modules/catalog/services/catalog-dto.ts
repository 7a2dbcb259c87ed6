import { OTHER_GROUP_ID, OTHER_GROUP_ORDER } from '@nori/contract';
// Rows → the wire shapes of packages/contract (zod input types: plain numbers, as sent), with the
// chain's texts in the asked locale (Russian where a field has no translation, issue 24).
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
import { localizedText, localizeEntity, type Locale, type TextTranslations } from '@nori/domain';
import type { Tag } from '../../../db/schema/places';
import type {
  CityRow,
  MenuRow,
  PositionGroupRow,
  PositionRow,
  PromotionRow,
  RestoRow,
  ZoneRow,
} from '../repositories/catalog-queries';
import { offsetField, restoOrderTimes } from './resto-order-times';
import { offeredPayConfig, type RunningEngines } from '../../payments/services/pay-engines';

export type CityDto = z.input<typeof citySchema>;
export type RestoDto = z.input<typeof restoSchema>;
export type MenuDto = z.input<typeof menuSchema>;
export type PositionGroupDto = z.input<typeof positionGroupSchema>;
export type PositionDto = z.input<typeof positionSchema>;
export type ZoneDto = z.input<typeof deliveryZoneSchema>;
export type PromotionDto = z.input<typeof promotionSchema>;

/** Positions without a group are listed under this synthetic group (spec §3). */
export const OTHER_GROUP = { id: OTHER_GROUP_ID, name: 'Прочее', order: OTHER_GROUP_ORDER } as const;
const OTHER_GROUP_NAMES: Record<Locale, string> = { ru: OTHER_GROUP.name, en: 'Other', cnr: 'Ostalo' };
export const otherGroup = (locale: Locale) => ({ ...OTHER_GROUP, name: OTHER_GROUP_NAMES[locale] });

/** A row's text field in the locale, from its i18n map; Russian when it has no translation. */
export const textIn = <F extends string>(
  row: Record<F, string> & { i18n?: TextTranslations<F> | null },
  field: F,
  locale: Locale,
): string => localizedText(row[field], row.i18n, field, locale);

const tagsIn = (tags: readonly Tag[], locale: Locale) =>
  tags.map((tag) => localizeEntity(tag, ['name'], locale));

export const cityDto = (city: CityRow, locale: Locale): CityDto => ({
  id: city.id,
  name: textIn(city, 'name', locale),
  bounds: city.bounds,
  center: city.center,
  zoom: city.zoom,
});

export const menuDto = (menu: MenuRow, locale: Locale): MenuDto => ({
  id: menu.id,
  name: textIn(menu, 'name', locale),
  order: menu.sortOrder,
  isDelivery: menu.isDelivery,
  isOnline: menu.isOnline,
  isTable: menu.isTable,
  isTakeAway: menu.isTakeAway,
});

/** `nowMs` picks the offset a named time zone answers in spec §3's timezone field. */
export const restoDto = (
  resto: RestoRow,
  menus: MenuRow[],
  engines: RunningEngines,
  locale: Locale,
  nowMs: number,
): RestoDto => ({
  id: resto.id,
  name: textIn(resto, 'name', locale),
  street: textIn(resto, 'street', locale),
  address: textIn(resto, 'address', locale),
  averageCheck: resto.averageCheck,
  currency: resto.currency,
  description: textIn(resto, 'description', locale),
  emails: resto.emails,
  links: resto.links,
  phones: resto.phones,
  location: resto.location,
  // In the order the resto lists them.
  menus: resto.menuIds.flatMap((menuId) =>
    menus.filter((menu) => menu.id === menuId).map((menu) => menuDto(menu, locale)),
  ),
  order: resto.sortOrder,
  openingHours: resto.openingHours,
  payConfig: offeredPayConfig(resto.payConfig, resto.payEngine, engines),
  payEngine: resto.payEngine,
  pays: resto.pays,
  photos: resto.photos,
  tags: tagsIn(resto.tags, locale),
  timezone: offsetField(resto.timezone, nowMs),
  cityId: resto.cityId,
  orderTimes: restoOrderTimes(resto),
});

export const positionGroupDto = (group: PositionGroupRow, locale: Locale): PositionGroupDto => ({
  id: group.id,
  menuId: group.menuId,
  name: textIn(group, 'name', locale),
  order: group.sortOrder,
  photos: group.photos,
});

export const positionDto = (position: PositionRow, locale: Locale): PositionDto => ({
  id: position.id,
  menu: { id: position.menuId },
  positionGroup: position.groupId === null ? null : { id: position.groupId },
  name: textIn(position, 'name', locale),
  description: textIn(position, 'description', locale),
  price: position.price,
  measure: { value: position.measureValue, unit: position.measureUnit },
  photos: position.photos,
  tags: tagsIn(position.tags, locale),
  order: position.sortOrder,
  hasModifiers: position.hasModifiers,
});

export const zoneDto = (zone: ZoneRow, locale: Locale): ZoneDto => ({
  id: zone.id,
  name: textIn(zone, 'name', locale),
  restoId: zone.restoId,
  polygon: zone.polygon,
  rules: zone.rules,
});

export const promotionDto = (promotion: PromotionRow, locale: Locale): PromotionDto => ({
  id: promotion.id,
  title: textIn(promotion, 'title', locale),
  description: textIn(promotion, 'description', locale),
  image: textIn(promotion, 'image', locale),
  until: promotion.until,
  order: promotion.sortOrder,
});

// Where the chain is: cities, restaurants, their delivery zones. Public ids come from the catalog
// file and are unique across tenants, because calls such as /1/p/restos/{id} find a row by id alone.
// Small nested values (opening hours, contacts, polygons, rules) are jsonb: they are always read
// and written whole with their row.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LatLng, OpeningHours, PayConfig, TextTranslations } from '@nori/domain';
import type { PaymentEngineName } from './order-life';
import { translations } from './columns';
import { tenantId } from './tenants';

export type Bounds = { east: number; north: number; south: number; west: number };
export type Value = { value: string };
export type Photo = { url: string };
export type Tag = { code: string; id: number; name: string; i18n?: TextTranslations<'name'> };
/** What the file says; the domain's DEFAULT_ORDER_TIMES fill in the rest. */
export type CatalogOrderTimes = {
  cookingMinutes?: number;
  slotMinutes?: number;
  slotCapacity?: number | null;
  aheadDays?: number;
};
export type DeliveryRule = {
  deliveryPrice: number;
  time: number;
  minOrderPrice: number;
  maxOrderPrice: number | null;
};

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    bounds: jsonb('bounds').$type<Bounds>().notNull(),
    center: jsonb('center').$type<LatLng>().notNull(),
    zoom: integer('zoom').notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [index('cities_tenant_idx').on(table.tenantId)],
);

export const restos = pgTable(
  'restos',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    street: text('street').notNull(),
    address: text('address').notNull(),
    location: jsonb('location').$type<LatLng>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    averageCheck: integer('average_check').notNull(),
    currency: text('currency').notNull(),
    timezone: text('timezone').notNull(),
    description: text('description').notNull(),
    emails: jsonb('emails').$type<Value[]>().notNull(),
    phones: jsonb('phones').$type<Value[]>().notNull(),
    links: jsonb('links').$type<Value[]>().notNull(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    tags: jsonb('tags').$type<Tag[]>().notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    payConfig: jsonb('pay_config').$type<PayConfig>().notNull(),
    payEngine: text('pay_engine').$type<PaymentEngineName>().notNull(),
    pays: jsonb('pays').$type<Tag[]>().notNull(),
    /** In the file's order: the storefront shows the menus in it. */
    menuIds: integer('menu_ids').array().notNull(),
    i18n: translations<'name' | 'street' | 'address' | 'description'>(),
    /** Slot length, capacity, horizon and cooking time as the catalog file gave them (issue 21). */
    orderTimes: jsonb('order_times').$type<CatalogOrderTimes>(),
  },
  (table) => [index('restos_tenant_idx').on(table.tenantId), index('restos_city_idx').on(table.cityId)],
);

export const zones = pgTable(
  'zones',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    restoId: integer('resto_id')
      .notNull()
      .references(() => restos.id),
    name: text('name').notNull(),
    polygon: jsonb('polygon').$type<LatLng[]>().notNull(),
    rules: jsonb('rules').$type<DeliveryRule[]>().notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [index('zones_tenant_idx').on(table.tenantId), index('zones_resto_idx').on(table.restoId)],
);

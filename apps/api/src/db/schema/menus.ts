// What the chain sells: menus, their position groups and positions, modifier groups and the time
// slots that limit when some positions can be ordered.
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DayOfWeek, MeasureUnit } from '@nori/domain';
import { restos, type Photo, type Tag } from './places';
import { translations } from './columns';
import { tenantId } from './tenants';

export type TimeSlotDetail = { dayOfWeek: DayOfWeek; startAt: string; endAt: string; isActive: boolean };

export const menus = pgTable(
  'menus',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    isDelivery: boolean('is_delivery').notNull(),
    isOnline: boolean('is_online').notNull(),
    isTable: boolean('is_table').notNull(),
    isTakeAway: boolean('is_take_away').notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [index('menus_tenant_idx').on(table.tenantId)],
);

export const positionGroups = pgTable(
  'position_groups',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [
    index('position_groups_tenant_idx').on(table.tenantId),
    index('position_groups_menu_idx').on(table.menuId),
  ],
);

export const positions = pgTable(
  'positions',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    /** null: shown in the synthetic group 0 'Прочее'. */
    groupId: integer('group_id').references(() => positionGroups.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: integer('price').notNull(),
    measureValue: doublePrecision('measure_value').notNull(),
    measureUnit: text('measure_unit').$type<MeasureUnit>().notNull(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    tags: jsonb('tags').$type<Tag[]>().notNull(),
    sortOrder: integer('sort_order').notNull(),
    i18n: translations<'name' | 'description'>(),
  },
  (table) => [index('positions_tenant_idx').on(table.tenantId), index('positions_menu_idx').on(table.menuId)],
);

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    minCount: integer('min_count').notNull(),
    maxCount: integer('max_count').notNull(),
    positionIds: integer('position_ids').array().notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [index('modifier_groups_tenant_idx').on(table.tenantId)],
);

export const modifiers = pgTable(
  'modifiers',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    maxCount: integer('max_count').notNull(),
    /** Place within its group, as the file lists it. */
    sortOrder: integer('sort_order').notNull(),
    i18n: translations<'name'>(),
  },
  (table) => [
    index('modifiers_tenant_idx').on(table.tenantId),
    index('modifiers_group_idx').on(table.groupId),
  ],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    restoId: integer('resto_id')
      .notNull()
      .references(() => restos.id),
    positionIds: integer('position_ids').array().notNull(),
    details: jsonb('details').$type<TimeSlotDetail[]>().notNull(),
  },
  (table) => [
    index('time_slots_tenant_idx').on(table.tenantId),
    index('time_slots_resto_idx').on(table.restoId),
  ],
);

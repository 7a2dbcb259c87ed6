// What the chain offers on top of prices: promotions (shown), promo codes (typed in at checkout)
// and automatic discounts. resto_ids null means every restaurant of the tenant.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DeliveryType } from '@nori/domain';
import { translations } from './columns';
import { tenantId } from './tenants';

export type DiscountKind = 'PERCENT' | 'FIXED';
export type HourRange = { from: string; to: string };

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    restoIds: integer('resto_ids').array().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    until: date('until', { mode: 'string' }),
    sortOrder: integer('sort_order').notNull(),
    i18n: translations<'title' | 'description' | 'image'>(),
  },
  (table) => [index('promotions_tenant_idx').on(table.tenantId)],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    active: boolean('active').notNull(),
    restoIds: integer('resto_ids').array(),
    deliveryTypes: text('delivery_types').array().$type<DeliveryType[]>().notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    value: integer('value').notNull(),
    minOrderAmount: integer('min_order_amount'),
    maxDiscountAmount: integer('max_discount_amount'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    hours: jsonb('hours').$type<HourRange>(),
    usageLimit: integer('usage_limit'),
    perPersonLimit: integer('per_person_limit'),
    usedCount: integer('used_count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.code] }),
    // Codes are typed in any case: 'Sushi10' and 'SUSHI10' are one code (two office saves at once
    // cannot both add it).
    uniqueIndex('promo_codes_tenant_code_ci').on(table.tenantId, sql`lower(${table.code})`),
  ],
);

export const discounts = pgTable(
  'discounts',
  {
    id: integer('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    value: integer('value').notNull(),
    deliveryTypes: text('delivery_types').array().$type<DeliveryType[]>().notNull(),
    restoIds: integer('resto_ids').array(),
    hours: jsonb('hours').$type<HourRange>(),
    active: boolean('active').notNull(),
  },
  (table) => [index('discounts_tenant_idx').on(table.tenantId)],
);

// The iiko Cloud connection (issue 40): which restaurants send their orders to iiko (their
// organization and terminal group there; the API login is a secret and lives in the environment),
// how Nori's dishes are named in iiko, and where each order stands in iiko. Restaurant ids are
// catalog ids, not references: an import rewrites the catalog.
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { PayType } from '@nori/domain';
import { instant } from './columns';
import { orders } from './orders';
import { tenantId } from './tenants';

/** An iiko payment type (its id in iikoWeb) and its kind. */
export type IikoPaymentType = { id: string; kind: 'Cash' | 'Card' | 'External' };
export type IikoPaymentTypes = Partial<Record<PayType, IikoPaymentType>>;

/** A restaurant whose posEngine is IIKO: a row here; none means posEngine none (the webhook, if any). */
export const iikoConnections = pgTable('iiko_connections', {
  restoId: integer('resto_id').primaryKey(),
  tenantId: tenantId(),
  organizationId: text('organization_id').notNull(),
  terminalGroupId: text('terminal_group_id').notNull(),
  /** How each of Nori's pay types is booked in iiko; online payments as processed externally. */
  paymentTypes: jsonb('payment_types').$type<IikoPaymentTypes>().notNull(),
  /** The iiko product the delivery fee is booked as; null: no fee line. */
  deliveryFeeProductId: text('delivery_fee_product_id'),
  /** What terminal_groups/is_alive said last; an offline till stops the restaurant taking orders. */
  tillAlive: boolean('till_alive').notNull().default(true),
  tillCheckedAt: instant('till_checked_at'),
  /** The nomenclature revision last imported; null before the first import. */
  menuRevision: bigint('menu_revision', { mode: 'number' }),
  updatedAt: instant('updated_at').notNull(),
});

export type IikoItemKind = 'position' | 'modifier' | 'group' | 'modifier-group';

/**
 * Nori's catalog ids of iiko's items, per tenant: the menu import keeps a dish's id across
 * re-imports by finding it here, and orders name the dish to iiko by it. `iikoKey` is iiko's
 * product id, with the size id after a slash for a dish sold in sizes.
 */
export const iikoItems = pgTable(
  'iiko_items',
  {
    tenantId: tenantId(),
    kind: text('kind').$type<IikoItemKind>().notNull(),
    noriId: integer('nori_id').notNull(),
    iikoKey: text('iiko_key').notNull(),
    /** For a modifier: its group's iiko id (deliveries/create wants it for group modifiers). */
    iikoGroupId: text('iiko_group_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.kind, table.noriId] }),
    index('iiko_items_key_idx').on(table.tenantId, table.kind, table.iikoKey),
  ],
);

export type IikoSendState = 'Sending' | 'InProgress' | 'Success' | 'Error';

/** An order on its way into iiko and after: its iiko id (derived from Nori's, so every retry names the same order). */
export const iikoOrders = pgTable(
  'iiko_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    iikoOrderId: text('iiko_order_id').notNull().unique(),
    organizationId: text('organization_id').notNull(),
    /** deliveries/create's command, followed with commands/status; null when found by id instead. */
    correlationId: text('correlation_id'),
    state: text('state').$type<IikoSendState>().notNull(),
    error: text('error'),
    /** iiko's status of the order and the timestamp of that event: older events are ignored. */
    iikoStatus: text('iiko_status'),
    eventTimestamp: bigint('event_timestamp', { mode: 'number' }),
    firstSentAt: instant('first_sent_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('iiko_orders_state_idx').on(table.state)],
);

// Orders and what they leave behind: the order with its lines priced at that moment, the
// Idempotency-Key claims that make a retried checkout answer the same order, and the person's
// saved deliveries (the first one prefills the next checkout, spec §3). Catalog ids (resto,
// positions) are copied, not referenced: an import may remove a dish that old orders still name.
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { DeliveryType, LatLng, OrderStatus, PayType, RejectReason } from '@nori/domain';
import { instant } from './columns';
import { persons } from './persons';
import { tenantId } from './tenants';

/** Order numbers people read out on the phone: short, increasing, unique across tenants. */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1001 });

export type OrderLineModifierRecord = { id: number; name: string; count: number; price: number };
export type OrderLineRecord = {
  id: number;
  menuId: number;
  name: string;
  count: number;
  price: number;
  modifiers: OrderLineModifierRecord[];
  sum: number;
  discount: number;
  promoCodeDiscount: number;
  payableAmount: number;
};
export type OrderPlaceRecord = {
  address: string;
  apartment?: string;
  comment?: string;
  entrance?: string;
  floor?: string;
  intercom?: string;
  location: LatLng;
};
export type OrderContactRecord = { email: string | null; name: string; phone: string };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id),
    number: text('number').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull(),
    restoId: integer('resto_id').notNull(),
    deliveryType: text('delivery_type').$type<DeliveryType>().notNull(),
    payType: text('pay_type').$type<PayType>().notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<OrderLineRecord[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    /** The promo code as the chain spells it; null when none was applied. */
    promoCode: text('promo_code'),
    promoCodeDiscount: integer('promo_code_discount').notNull(),
    /** Bonuses the order spends (held at checkout, issue 41) and what they pay, in minor units. */
    bonusesSpent: integer('bonuses_spent').notNull().default(0),
    bonusPayment: integer('bonus_payment').notNull().default(0),
    deliveryPrice: integer('delivery_price').notNull(),
    deliveryTime: integer('delivery_time'),
    total: integer('total').notNull(),
    place: jsonb('place').$type<OrderPlaceRecord>(),
    contact: jsonb('contact').$type<OrderContactRecord>().notNull(),
    personCount: integer('person_count').notNull(),
    comment: text('comment'),
    createdAt: instant('created_at').notNull(),
    /** Where the customer pays online while the order awaits payment (the engine's confirmation page). */
    paymentUrl: text('payment_url'),
    /** The time the customer asked for ('к 19:30'); null: as soon as possible (issue 21). */
    requestedAt: instant('requested_at'),
    /** The slot the order takes in the kitchen's capacity: the requested one, or ASAP's first slot. */
    slotAt: instant('slot_at'),
    /** Cash on receipt: the note the customer pays with, for the change; null when not asked. */
    changeFrom: integer('change_from'),
    /** When the restaurant said it will be ready (the order desk's accept, issue 37). */
    readyAt: instant('ready_at'),
    /** Why the restaurant refused the order (a REJECT_REASONS code) and its note, if it did. */
    rejectionReason: text('rejection_reason').$type<RejectReason>(),
    rejectionNote: text('rejection_note'),
  },
  (table) => [
    index('orders_person_idx').on(table.personId, table.id),
    index('orders_resto_slot_idx').on(table.restoId, table.slotAt),
    index('orders_tenant_idx').on(table.tenantId),
    // The office's figures and board read a period of the chain's orders (issue 39).
    index('orders_tenant_created_idx').on(table.tenantId, table.createdAt),
    // The office's promo code list sums what each code gave (issue 39).
    index('orders_promo_code_idx')
      .on(table.tenantId, sql`lower(${table.promoCode})`)
      .where(sql`${table.promoCode} is not null`),
  ],
);

/**
 * A checkout attempt's Idempotency-Key, claimed before the order is written: order_id is null
 * while the first request runs (a concurrent retry answers 409) and set in the order's own
 * transaction, so a claim never points at an order that was rolled back.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    claimedAt: instant('claimed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.personId, table.key] })],
);

/** Where and to whom a person had orders delivered; one row per address, the latest first. */
export const personDeliveries = pgTable(
  'person_deliveries',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** The place's address; '' for take-away orders, which have none. */
    address: text('address').notNull(),
    place: jsonb('place').$type<OrderPlaceRecord>(),
    email: text('email'),
    personName: text('person_name'),
    phone: text('phone'),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [
    unique('person_deliveries_address').on(table.personId, table.tenantId, table.address),
    index('person_deliveries_person_idx').on(table.personId, table.updatedAt),
  ],
);

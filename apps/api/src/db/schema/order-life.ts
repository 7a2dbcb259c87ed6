// What happens to an order after it is placed: its status history, its online payment, the
// restaurant's connection (API key and webhook) and the outbox that delivers orders to the
// restaurant. Restaurant ids are catalog ids, not references: an import rewrites the catalog.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@nori/domain';
import { instant } from './columns';
import { orders } from './orders';
import { tenantId } from './tenants';

/** Who moved an order: the customer's checkout, the payment engine, the restaurant's system or its staff's desk. */
export type OrderStatusSource = 'checkout' | 'payment' | 'resto' | 'desk';

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    source: text('source').$type<OrderStatusSource>().notNull(),
    at: instant('at').notNull(),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId, table.id),
    // 'Was it paid online': the desk, the board and the figures ask it of every order they read.
    index('order_status_history_paid_idx')
      .on(table.orderId)
      .where(sql`${table.status} = 'PAID'`),
  ],
);

export type PaymentEngineName = 'SANDBOX' | 'YOOKASSA';
export type PaymentState = 'pending' | 'succeeded' | 'canceled';

/** An order's current online payment, as our side knows it (paying again replaces a declined one); the provider's copy is the truth. */
export const payments = pgTable('payments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  engine: text('engine').$type<PaymentEngineName>().notNull(),
  providerPaymentId: text('provider_payment_id').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  state: text('state').$type<PaymentState>().notNull(),
  createdAt: instant('created_at').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** The built-in test engine's own ledger: it plays the provider, so it keeps the provider's side. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  returnUrl: text('return_url').notNull(),
  state: text('state').$type<PaymentState>().notNull(),
  createdAt: instant('created_at').notNull(),
  /** What the sandbox gave back (a rejected order's refund); 0 until then. */
  refundedAmount: integer('refunded_amount').notNull().default(0),
});

/** How a restaurant's own system talks to us: its API key (SHA-256 only) and its order webhook. */
export const restoConnections = pgTable('resto_connections', {
  restoId: integer('resto_id').primaryKey(),
  tenantId: tenantId(),
  apiKeyHash: text('api_key_hash'),
  webhookUrl: text('webhook_url'),
  /** Keys the HMAC-SHA256 signature of webhook bodies; the restaurant holds the same secret. */
  webhookSecret: text('webhook_secret'),
  updatedAt: instant('updated_at').notNull(),
});

export type OutboxPayload = Record<string, unknown>;

/**
 * Orders waiting to reach their restaurant's webhook. A row is written in the transaction that
 * makes the order ready for the kitchen, so it exists exactly when the order does; the worker
 * leases due rows (locked_until), posts them and marks them delivered or schedules a retry.
 */
export const orderOutbox = pgTable(
  'order_outbox',
  {
    id: serial('id').primaryKey(),
    /** Sent with every attempt: the restaurant dedupes on it. */
    deliveryId: text('delivery_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    restoId: integer('resto_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    deliveredAt: instant('delivered_at'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('order_outbox_due_idx').on(table.deliveredAt, table.nextAttemptAt)],
);

// The order desk (issue 37): every change a restaurant's desks must see, numbered by the database
// so a desk that reconnects asks for what came after the last number it saw; each restaurant's
// desk settings and busy mode; and the refunds of rejected orders paid online, kept until the
// engine confirms them (a refund must never be lost to a crash or an engine that is down).
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { PaymentEngineName } from './order-life';
import { orders } from './orders';
import { instant } from './columns';

/** One row per change of one order, written in the transaction that makes it. */
export const deskEvents = pgTable(
  'desk_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restoId: integer('resto_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: instant('at').notNull(),
  },
  (table) => [index('desk_events_resto_idx').on(table.restoId, table.id)],
);

/** A restaurant's desk: auto-accept, the alarm, and busy mode per order type. */
export const deskSettings = pgTable('desk_settings', {
  restoId: integer('resto_id').primaryKey(),
  /** Accept new orders at once, ready this many minutes later; null: the desk answers each. */
  autoAcceptMinutes: integer('auto_accept_minutes'),
  /** An order unanswered this long raises the alarm. */
  alarmAfterMinutes: integer('alarm_after_minutes').notNull(),
  deliveryPausedUntil: instant('delivery_paused_until'),
  deliveryExtraMinutes: integer('delivery_extra_minutes').notNull().default(0),
  takeAwayPausedUntil: instant('take_away_paused_until'),
  takeAwayExtraMinutes: integer('take_away_extra_minutes').notNull().default(0),
  updatedAt: instant('updated_at').notNull(),
});

export type RefundState = 'pending' | 'succeeded' | 'failed';

/** A rejected order's refund: queued with the rejection, sent by the refund worker until the engine says done. */
export const refunds = pgTable(
  'refunds',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    engine: text('engine').$type<PaymentEngineName>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<RefundState>().notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (table) => [index('refunds_due_idx').on(table.state, table.nextAttemptAt)],
);

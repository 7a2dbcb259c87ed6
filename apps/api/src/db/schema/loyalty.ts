// Bonuses (issue 41): each person's account with a chain is a ledger. The balance is the sum of the
// entries, never a stored number that could drift; the account row stores nothing but its
// existence, so every change of one person's bonuses locks that row first (SELECT … FOR UPDATE)
// and two orders spending the same balance on two nodes take turns.
import { check, index, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LedgerKind } from '@nori/domain';
import { instant } from './columns';
import { orders } from './orders';
import { persons } from './persons';
import { tenantId } from './tenants';

export const loyaltyAccounts = pgTable(
  'loyalty_accounts',
  {
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.personId] })],
);

/** One change of one account: its kind, signed amount in bonuses, order and reason. */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Bonuses: positive adds to the balance, negative takes from it. */
    amount: integer('amount').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * What wrote it, unique per account: 'order:17:hold:1', 'order:17:earn', 'expire:<ms>',
     * 'welcome'. A retried or repeated event finds its key taken and writes nothing.
     */
    event: text('event').notNull(),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('loyalty_entries_event').on(table.tenantId, table.personId, table.event),
    index('loyalty_entries_account_idx').on(table.tenantId, table.personId, table.id),
    index('loyalty_entries_order_idx').on(table.orderId),
    check('loyalty_entries_amount_nonzero', sql`${table.amount} <> 0`),
  ],
);

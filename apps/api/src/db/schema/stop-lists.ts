// A restaurant's stop list (issue 25): the dishes and modifier options it has run out of, set by
// its own system through the restaurant API, and the record of every change (who, when).
// Restaurant, dish and option ids are catalog ids, not references: an import rewrites the catalog,
// and an entry for a dish that is gone is simply never met.
import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { StopListKind } from '@nori/domain';
import { instant } from './columns';
import { tenantId } from './tenants';

export const stopListEntries = pgTable(
  'stop_list_entries',
  {
    restoId: integer('resto_id').notNull(),
    tenantId: tenantId(),
    kind: text('kind').$type<StopListKind>().notNull(),
    itemId: integer('item_id').notNull(),
    /** null: until the restaurant clears it. */
    until: instant('until'),
    setAt: instant('set_at').notNull(),
    /** The first characters of the SHA-256 of the key that set it: which of the restaurant's keys. */
    setByKey: text('set_by_key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.restoId, table.kind, table.itemId] })],
);

export type StopListAction = 'set' | 'clear';

/** Every change to a stop list, newest last; the restaurant reads the latest with its list. */
export const stopListChanges = pgTable(
  'stop_list_changes',
  {
    id: serial('id').primaryKey(),
    restoId: integer('resto_id').notNull(),
    tenantId: tenantId(),
    action: text('action').$type<StopListAction>().notNull(),
    kind: text('kind').$type<StopListKind>().notNull(),
    itemId: integer('item_id').notNull(),
    until: instant('until'),
    at: instant('at').notNull(),
    byKey: text('by_key').notNull(),
  },
  (table) => [index('stop_list_changes_resto_idx').on(table.restoId, table.id)],
);

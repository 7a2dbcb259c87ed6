// A tenant is one restaurant chain, identified publicly by its white-label code. Every other table
// carries tenant_id, so one database serves many chains without one ever seeing another's rows.
import { bigint, integer, jsonb, pgSequence, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { LoyaltyRules } from '@nori/domain';

/**
 * Catalog versions come from one sequence, so the highest version over all tenants changes on
 * every import: one tiny query tells a node whether any cached catalog response is stale.
 */
export const catalogVersionSequence = pgSequence('catalog_version_seq');

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  catalogVersion: bigint('catalog_version', { mode: 'number' }).notNull().default(0),
  /** The chain's bonus programme (catalog file `loyalty`, issue 41); null: the chain has none. */
  loyaltyRules: jsonb('loyalty_rules').$type<LoyaltyRules>(),
});

/** The tenant_id column every tenant-scoped table starts with. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

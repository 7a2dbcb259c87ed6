// People who sign in, and the accounts they sign in with. A person is one customer identity across
// the platform (not per tenant): tenant-scoped rows such as orders carry their own tenant_id. One
// person per verified phone, per verified email and per provider account (provider + subject).
import { date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { SignInSource } from '@nori/domain';
import { instant } from './columns';

export const persons = pgTable('persons', {
  id: serial('id').primaryKey(),
  /** E.164, set only once verified (an SMS code, or a phone a provider vouches for). */
  phone: text('phone').unique(),
  /** Lower case, set only when a provider says it is verified. */
  email: text('email').unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  patronymic: text('patronymic'),
  avatar: text('avatar'),
  /**
   * 'YYYY-MM-DD', given once by the person for the chains' birthday bonus (issue 41); changing it
   * afterwards is not self-service. Null until given.
   */
  birthDate: date('birth_date', { mode: 'string' }),
  createdAt: instant('created_at').notNull(),
});

export const personAccounts = pgTable(
  'person_accounts',
  {
    id: serial('id').primaryKey(),
    personId: integer('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<SignInSource>().notNull(),
    /** The provider's stable user id; for PHONE the E.164 number. */
    subject: text('subject').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [
    unique('person_accounts_provider_subject').on(table.provider, table.subject),
    index('person_accounts_person_idx').on(table.personId),
  ],
);

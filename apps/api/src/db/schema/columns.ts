// Column builders shared by the schema files.
import { jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { TextTranslations } from '@nori/domain';

/** A moment in time, read and written as a Date (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The translations of a row's customer-read texts (catalog file `i18n`), null when it has none:
 * the Russian text stays in the row's own columns.
 */
export const translations = <F extends string>() => jsonb('i18n').$type<TextTranslations<F>>();

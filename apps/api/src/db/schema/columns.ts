// Column builders shared by the schema files.
import { timestamp } from 'drizzle-orm/pg-core';

/** A moment in time, read and written as a Date (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

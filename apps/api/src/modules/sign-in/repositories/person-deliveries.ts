// A person's saved deliveries: one row per address (take-away orders under ''), the latest first.
// The profile (GET /api/v1/me) lists them; the first one's email, personName and phone override
// the profile's (spec §3).
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { personDeliveries } from '../../../db/schema';

export type PersonDeliveryRow = typeof personDeliveries.$inferSelect;
export type NewPersonDelivery = Omit<typeof personDeliveries.$inferInsert, 'id'>;

/** Saves the delivery, replacing the person's earlier one at the same address. */
export async function savePersonDelivery(db: Database, delivery: NewPersonDelivery): Promise<void> {
  await db
    .insert(personDeliveries)
    .values(delivery)
    .onConflictDoUpdate({
      target: [personDeliveries.personId, personDeliveries.tenantId, personDeliveries.address],
      set: {
        place: sql`excluded.place`,
        email: sql`excluded.email`,
        personName: sql`excluded.person_name`,
        phone: sql`excluded.phone`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

/** The person's deliveries, the most recently used first. */
export const listPersonDeliveries = (db: Database, personId: number, limit = 20) =>
  db
    .select()
    .from(personDeliveries)
    .where(eq(personDeliveries.personId, personId))
    .orderBy(desc(personDeliveries.updatedAt), desc(personDeliveries.id))
    .limit(limit);

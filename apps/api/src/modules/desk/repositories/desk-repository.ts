// The orders a desk shows and the desk's own settings. A desk sees an order paid on receipt from
// the moment it is placed, and an order paid online once it was paid: before that it is only an
// intention to pay, and must not ring.
import { and, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { DESK_ACTIVE_STATUSES } from '@nori/domain';
import type { Database } from '../../../db/client';
import { deskSettings, orders, orderStatusHistory, restos } from '../../../db/schema';
import type { OrderRow } from '../../order-life/repositories/order-rows';

export type DeskSettingsRow = typeof deskSettings.$inferSelect;

const seenByDesk = or(
  sql`${orders.payType} <> 'CARD_ONLINE'`,
  sql`exists (select 1 from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id} and ${orderStatusHistory.status} = 'PAID')`,
);

/** The restaurant's open orders, oldest first, and its latest `finished` done or cancelled ones. */
export async function deskOrders(db: Database, restoId: number, finished: number): Promise<OrderRow[]> {
  const ofResto = and(eq(orders.restoId, restoId), seenByDesk);
  const open = await db
    .select()
    .from(orders)
    .where(and(ofResto, inArray(orders.status, [...DESK_ACTIVE_STATUSES])))
    .orderBy(orders.id);
  if (finished === 0) return open;
  const done = await db
    .select()
    .from(orders)
    .where(and(ofResto, notInArray(orders.status, [...DESK_ACTIVE_STATUSES, 'AWAITING_PAYMENT'])))
    .orderBy(desc(orders.id))
    .limit(finished);
  return [...open, ...done];
}

/** The orders of these ids that the restaurant's desk sees. */
export const deskOrdersByIds = (db: Database, restoId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(orders)
        .where(and(eq(orders.restoId, restoId), inArray(orders.id, ids), seenByDesk));

export async function findDeskSettings(db: Database, restoId: number) {
  const [row] = await db.select().from(deskSettings).where(eq(deskSettings.restoId, restoId));
  return row;
}

/** The saved alarm minutes of these restaurants, by id (those without settings are left out). */
export async function savedAlarmMinutes(db: Database, restoIds: number[]): Promise<Map<number, number>> {
  if (restoIds.length === 0) return new Map();
  const rows = await db
    .select({ restoId: deskSettings.restoId, minutes: deskSettings.alarmAfterMinutes })
    .from(deskSettings)
    .where(inArray(deskSettings.restoId, restoIds));
  return new Map(rows.map((row) => [row.restoId, row.minutes]));
}

export async function saveDeskSettings(db: Database, row: DeskSettingsRow): Promise<DeskSettingsRow> {
  const { restoId, ...rest } = row;
  const [saved] = await db
    .insert(deskSettings)
    .values(row)
    .onConflictDoUpdate({ target: deskSettings.restoId, set: rest })
    .returning();
  if (!saved) throw new Error(`Desk settings of resto ${restoId} not saved`);
  return saved;
}

/** The zone the restaurant's clock keeps (an IANA name or an offset); undefined for an unknown restaurant. */
export async function restoZone(db: Database, restoId: number): Promise<string | undefined> {
  const [row] = await db.select({ timezone: restos.timezone }).from(restos).where(eq(restos.id, restoId));
  return row?.timezone;
}

/** Writes what the desk decided with a status change (ready-by, rejection); in its transaction. */
export async function setDeskDecision(
  tx: Database,
  orderId: number,
  decision: Pick<OrderRow, 'readyAt'> | Pick<OrderRow, 'rejectionReason' | 'rejectionNote'>,
): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(decision).where(eq(orders.id, orderId)).returning();
  if (!row) throw new Error(`Order ${orderId} vanished while locked`);
  return row;
}

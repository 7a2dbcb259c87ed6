// The catalog rows an order is priced from: the restaurant's menus for the order type, the ordered
// positions and their modifier groups, time slots, zones, automatic discounts and the promo code.
// Everything is read within the restaurant's tenant, so one chain's ids never price another's cart.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryType } from '@nori/domain';
import type { Database } from '../../../db/client';
import { discounts, menus, positions, promoCodes, zones } from '../../../db/schema';
import type { RestoRow } from './catalog-queries';

export type DiscountRow = typeof discounts.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type OrderablePositionRow = Pick<
  typeof positions.$inferSelect,
  'id' | 'menuId' | 'name' | 'price' | 'groupId'
>;

/** Ids of the restaurant's menus that serve the order type (isDelivery / isTakeAway). */
export async function menuIdsFor(db: Database, resto: RestoRow, deliveryType: DeliveryType) {
  if (resto.menuIds.length === 0) return [];
  const flag = deliveryType === 'DELIVERY' ? menus.isDelivery : menus.isTakeAway;
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(eq(menus.tenantId, resto.tenantId), inArray(menus.id, resto.menuIds), eq(flag, true)));
  return rows.map((row) => row.id);
}

/** The positions among `ids` that are on one of `menuIds`. */
export const findOrderablePositions = (
  db: Database,
  tenantId: number,
  menuIds: number[],
  ids: number[],
): Promise<OrderablePositionRow[]> =>
  menuIds.length === 0 || ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: positions.id,
          menuId: positions.menuId,
          name: positions.name,
          price: positions.price,
          groupId: positions.groupId,
        })
        .from(positions)
        .where(
          and(
            eq(positions.tenantId, tenantId),
            inArray(positions.menuId, menuIds),
            inArray(positions.id, ids),
          ),
        );

export const listRestoZones = (db: Database, resto: RestoRow) =>
  db
    .select()
    .from(zones)
    .where(and(eq(zones.tenantId, resto.tenantId), eq(zones.restoId, resto.id)))
    .orderBy(zones.id);

export const listDiscounts = (db: Database, tenantId: number) =>
  db.select().from(discounts).where(eq(discounts.tenantId, tenantId)).orderBy(discounts.id);

const promoCodeQuery = (db: Database) =>
  db
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.tenantId, sql.placeholder('tenantId')),
        sql`lower(${promoCodes.code}) = lower(${sql.placeholder('code')})`,
      ),
    )
    .prepare('find_promo_code');

/**
 * The promo code query of each database (or transaction), built once: it is the one query of
 * every preflight, and Drizzle building its SQL each time was a tenth of a preflight's CPU on
 * PostgreSQL (--cpu-prof). On PostgreSQL it is also a named statement, parsed once per connection.
 */
const promoCodeQueries = new WeakMap<Database, ReturnType<typeof promoCodeQuery>>();

/** The tenant's promo code, matched ignoring case (codes are unique per tenant ignoring case). */
export async function findPromoCode(db: Database, tenantId: number, code: string) {
  let query = promoCodeQueries.get(db);
  if (!query) promoCodeQueries.set(db, (query = promoCodeQuery(db)));
  const [row] = await query.execute({ tenantId, code });
  return row;
}

/**
 * Takes one use of the code if any is left, atomically: the row lock makes concurrent orders wait
 * and PostgreSQL re-checks the limit on the row they then see, so with one use left exactly one
 * order gets it. False when the limit is reached. Call inside the order's transaction.
 */
export async function takePromoCodeUse(db: Database, tenantId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.tenantId, tenantId),
        eq(promoCodes.code, code),
        sql`(${promoCodes.usageLimit} is null or ${promoCodes.usedCount} < ${promoCodes.usageLimit})`,
      ),
    )
    .returning({ usedCount: promoCodes.usedCount });
  return rows.length > 0;
}

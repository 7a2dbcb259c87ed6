// The offers an order may get: automatic discounts (rows → the domain's rules) and the promo code
// the customer typed, checked by the domain's rules (spec §8) with the person's own uses when they
// are signed in. Promo codes are read fresh on every call: orders change their used counts.
import {
  id,
  minorUnits,
  promoCodeRejection,
  type AutomaticDiscount,
  type OrderMoment,
  type PromoCodeRule,
  type RestoId,
} from '@nori/domain';
import type { Database } from '../../db/client';
import { catalogueError } from '../../errors';
import { findPromoCode, type DiscountRow, type PromoCodeRow } from '../../repositories/order-catalog';
import { countPersonPromoCodeUses } from '../../repositories/orders';

const restoIds = (ids: number[] | null) => (ids === null ? null : ids.map((restoId) => id<RestoId>(restoId)));
const orNull = (amount: number | null) => (amount === null ? null : minorUnits(amount));

export const discountRule = (row: DiscountRow): AutomaticDiscount => ({
  id: row.id,
  name: row.name,
  kind: row.kind,
  value: row.value,
  active: row.active,
  deliveryTypes: row.deliveryTypes,
  restoIds: restoIds(row.restoIds),
  hours: row.hours,
});

export const promoCodeRule = (row: PromoCodeRow): PromoCodeRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  active: row.active,
  restoIds: restoIds(row.restoIds),
  deliveryTypes: row.deliveryTypes,
  minOrderAmount: orNull(row.minOrderAmount),
  maxDiscountAmount: orNull(row.maxDiscountAmount),
  startsAtMs: row.startsAt?.getTime() ?? null,
  endsAtMs: row.endsAt?.getTime() ?? null,
  hours: row.hours,
  usageLimit: row.usageLimit,
  usedCount: row.usedCount,
  perPersonLimit: row.perPersonLimit,
});

/** The promo code if every rule lets it be used now; otherwise the promo-code.* refusal. */
export async function acceptPromoCode(
  db: Database,
  tenantId: number,
  code: string,
  moment: OrderMoment,
  personId: number | null,
): Promise<PromoCodeRule> {
  const row = await findPromoCode(db, tenantId, code);
  const personUses =
    row === undefined || personId === null
      ? null
      : await countPersonPromoCodeUses(db, personId, tenantId, row.code);
  const rule = row === undefined ? null : promoCodeRule(row);
  const rejection = promoCodeRejection(rule, { ...moment, personUses });
  if (rejection !== null || rule === null) throw catalogueError(rejection ?? 'promo-code.not-found');
  return rule;
}

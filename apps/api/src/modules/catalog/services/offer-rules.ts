// The chain's offers as the domain's rules: an automatic discount's row and a promo code's row
// (catalog rows) → AutomaticDiscount and PromoCodeRule, which the domain prices with.
import { id, minorUnits, type AutomaticDiscount, type PromoCodeRule, type RestoId } from '@nori/domain';
import type { DiscountRow, PromoCodeRow } from '../repositories/order-catalog';

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

// The promo code the customer typed, checked by the domain's rules (spec §8) with the person's own
// uses when they are signed in. Promo codes are read fresh on every call: orders change their used
// counts. (Automatic discounts come with the restaurant's cached catalog: catalog/resto-catalog.ts.)
import { promoCodeRejection, type OrderMoment, type PromoCodeRule } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import { findPromoCode } from '../../catalog/repositories/order-catalog';
import { promoCodeRule } from '../../catalog/services/offer-rules';
import { countPersonPromoCodeUses } from '../repositories/orders';

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

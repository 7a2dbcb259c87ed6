// What the cart says about a promo code and bonuses: which option the order takes and by how much
// it beats the other ('Бонусами выгоднее: −150 ₽ вместо −100 ₽ по промокоду'), and what the order
// earns. Message references, translated at the edge (texts in ./messages.ts, loaded with the cart's
// bonus block, never with the first page).
import { minorUnits } from '../brand';
import { messageRef, type MessageRef } from '../i18n';
import { money } from '../money';
import type { OfferDecision } from './best-of';

/** What the notice reads of a decision: the preflight's `loyalty` carries these as they are. */
export type OfferOptions = Pick<OfferDecision, 'promoCode' | 'bonuses' | 'recommended' | 'taken'>;

/** When both options exist and one is taken: why; null when there was nothing to choose. */
export function offerNotice(decision: OfferOptions, currency: string): MessageRef | null {
  const { promoCode, bonuses, taken } = decision;
  if (promoCode === null || bonuses === null) return null;
  const params = {
    bonuses: money(minorUnits(bonuses.amount), currency),
    code: money(minorUnits(promoCode.discount), currency),
  };
  if (taken === 'BONUSES')
    return messageRef(
      decision.recommended === 'BONUSES' ? 'loyalty.bonusesBetter' : 'loyalty.bonusesChosen',
      params,
    );
  if (taken === 'PROMO_CODE')
    return messageRef(
      decision.recommended === 'PROMO_CODE' ? 'loyalty.codeBetter' : 'loyalty.codeChosen',
      params,
    );
  return taken === 'BOTH' ? messageRef('loyalty.both', params) : null;
}

/** What the order earns; a guest hears what signing in would earn. */
export const earnNotice = (earns: number, signedIn: boolean): MessageRef | null =>
  earns <= 0 ? null : messageRef(signedIn ? 'loyalty.earns' : 'loyalty.earnsSignedIn', { count: earns });

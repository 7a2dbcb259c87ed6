// The cart's word on bonuses (issue 41): which of bonuses and the promo code the order takes and
// by how much it beats the other ('Бонусами выгоднее: −150 ₽ вместо −100 ₽ по промокоду'), a switch
// to take the other, and what the order earns. Loaded when a preflight answer carries `loyalty`, so
// a chain without a programme, and every page before the cart, never loads it or its texts.
import type { LoyaltyPreview } from '@nori/contract';
import { earnNotice, offerNotice, type OfferChoice } from '@nori/domain';
import { loyaltyMessages } from '@nori/domain/loyalty-messages';
import { addFeatureTexts, useI18n } from '../../i18n';
import { Button } from '../../ui';
import { chooseOffer } from '../pricing/offer-choice';
import './bonus-offer.css';

addFeatureTexts(loyaltyMessages);

interface Switch {
  choice: OfferChoice;
  label: string;
}

/** The other option than the one taken, when there is one to take. */
function switchOf(loyalty: LoyaltyPreview, t: ReturnType<typeof useI18n>['t']): Switch | null {
  const { taken, promoCodeOption, bonusOption } = loyalty;
  if (bonusOption === null) return null;
  if (taken === 'BONUSES' && promoCodeOption !== null)
    return { choice: 'PROMO_CODE', label: t('loyalty.switchToCode') };
  // Bonuses alone (or beside the code): the customer may keep them for later.
  if (taken === 'BONUSES' || taken === 'BOTH') return { choice: 'PROMO_CODE', label: t('loyalty.keep') };
  if (promoCodeOption !== null) return { choice: 'BONUSES', label: t('loyalty.switchToBonuses') };
  return { choice: 'BONUSES', label: t('loyalty.spend', { count: bonusOption.bonuses }) };
}

export default function BonusOffer(props: { loyalty: LoyaltyPreview; currency: string; signedIn: boolean }) {
  const { loyalty, currency, signedIn } = props;
  const { t } = useI18n();
  const notice = offerNotice(
    {
      promoCode: loyalty.promoCodeOption === null ? null : { discount: loyalty.promoCodeOption },
      bonuses: loyalty.bonusOption,
      recommended: loyalty.recommended,
      taken: loyalty.taken,
    },
    currency,
  );
  const earns = earnNotice(loyalty.earns, signedIn);
  const other = switchOf(loyalty, t);
  const balance =
    signedIn && loyalty.balance > 0 ? t('loyalty.account.balance', { count: loyalty.balance }) : null;
  if (!notice && !earns && !other && !balance) return null;
  return (
    <section className="bonus-offer" aria-label={t('loyalty.title')} data-testid="bonus-offer">
      {notice ? <p className="bonus-offer__notice">{t(notice)}</p> : balance && <p>{balance}</p>}
      {other && (
        <Button variant="secondary" block onClick={() => chooseOffer(other.choice)}>
          {other.label}
        </Button>
      )}
      {earns && <p className="bonus-offer__earns">{t(earns)}</p>}
    </section>
  );
}

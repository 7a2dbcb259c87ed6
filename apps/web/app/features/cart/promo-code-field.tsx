// The promo code (spec §8): applied through the preflight; the server's refusal is shown under the
// field, and a code accepted below its minimum order amount says from what sum it works.
import type { PreflightResult } from '@nori/contract';
import { formatMoney, type MinorUnits } from '@nori/domain';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n';
import { Button, CheckIcon, CloseIcon, IconButton } from '../../ui';
import { dispatchCart } from './cart-store';
import { noticeText, type PromoRefusal } from './preflight-outcome';

export interface PromoCodeFieldProps {
  code: string | null;
  result: PreflightResult | null;
  refusal: PromoRefusal | null;
  cartTotal: MinorUnits;
  currency: string;
  onEdit: () => void;
}

export function PromoCodeField({ code, result, refusal, cartTotal, currency, onEdit }: PromoCodeFieldProps) {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState(code ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    dispatchCart({ type: 'setPromoCode', promoCode: draft });
  };
  const accepted = code !== null && result?.promoCode ? result.promoCode : null;
  const minimum = result?.promoCodeMinOrderAmount ?? null;
  const refused = refusal !== null && (refusal.clearsCode || refusal.code === code);

  if (accepted) {
    return (
      <div className="cart-option promo-code">
        <p className="promo-code__applied" role="status">
          <CheckIcon />
          {t('cartPage.promoApplied', { code: accepted })}
        </p>
        <IconButton
          label={t('cartPage.promoRemove')}
          onClick={() => {
            setDraft('');
            dispatchCart({ type: 'setPromoCode', promoCode: null });
          }}
        >
          <CloseIcon />
        </IconButton>
        {minimum !== null && cartTotal < minimum && (
          <p className="promo-code__note">
            {t('cartPage.promoFrom', { amount: formatMoney(minimum, currency, locale) })}
          </p>
        )}
      </div>
    );
  }
  return (
    <form className="cart-option promo-code" onSubmit={apply}>
      <label className="cart-option__label" htmlFor="promo-code">
        {t('cartPage.promoCode')}
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="field__input"
          value={draft}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={refused || undefined}
          aria-describedby={refused ? 'promo-code-message' : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            onEdit();
          }}
        />
        <Button type="submit" variant="secondary" disabled={draft.trim() === ''}>
          {t('cartPage.promoApply')}
        </Button>
      </div>
      {refused && (
        <p id="promo-code-message" className="promo-code__error" role="alert">
          {noticeText(t, refusal.message)}
        </p>
      )}
    </form>
  );
}

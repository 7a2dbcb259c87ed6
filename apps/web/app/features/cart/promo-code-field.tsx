// The promo code (spec §8): applied through the preflight; the server's refusal is shown under the
// field, and a code accepted below its minimum order amount says from what sum it works. The code
// is checked first by the API's own schema (@nori/contract/forms, issue 22): one the server would
// refuse as too long is refused here, under the field, and never sent.
import type { PreflightResult } from '@nori/contract';
import type { PromoCodeFormValues } from '@nori/contract/forms';
import { formatMoney, type MinorUnits } from '@nori/domain';
import { useState, type FormEvent } from 'react';
import { addRussianTexts, useI18n } from '../../i18n';
import { checkForm, preloadFormSchemas } from '../../platform/form-schemas';
import { Button, CheckIcon, CloseIcon, IconButton } from '../../ui';
import { dispatchCart } from '../../order/cart-store';
import { noticeText, type PromoRefusal } from '../../order/pricing/preflight-outcome';
import { ruCart } from '../../i18n/messages/ru-cart';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruCart);

// The rules' texts come with the first check, as the schema does (platform/form-schemas): no part
// of a cart's first load.
const loadRuleTexts = () =>
  import('@nori/domain/messages/ru/validation').then(({ validationMessagesRu }) => {
    addRussianTexts(validationMessagesRu);
  });

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
  // The schema's message for the code typed (a validation key); one field needs no form library.
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = async (typed: string) => {
    const [checked] = await Promise.all([
      checkForm<PromoCodeFormValues>('promoCodeFormSchema', { code: typed }),
      loadRuleTexts(),
    ]);
    setInvalid(checked.messages?.code ?? null);
    return checked.values;
  };
  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const checked = await check(draft);
    // The schema's output: the code trimmed.
    if (checked) dispatchCart({ type: 'setPromoCode', promoCode: checked.code });
  };
  const accepted = code !== null && result?.promoCode ? result.promoCode : null;
  const minimum = result?.promoCodeMinOrderAmount ?? null;
  const refused = refusal !== null && (refusal.clearsCode || refusal.code === code);
  // The form's own refusal comes first: the code it refuses was not sent.
  const problem = invalid ? t(invalid) : refused ? noticeText(t, refusal.message) : null;

  if (accepted) {
    return (
      <div className="cart-option promo-code">
        <p className="promo-code__applied" role="status">
          {/* Set aside for bonuses that save more (issue 41): the bonus block below says by how much. */}
          {result?.loyalty?.taken === 'BONUSES' ? (
            t('cartPage.promoSetAside', { code: accepted })
          ) : (
            <>
              <CheckIcon />
              {t('cartPage.promoApplied', { code: accepted })}
            </>
          )}
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
    <form className="cart-option promo-code" onSubmit={(event) => void apply(event)}>
      <label className="cart-option__label" htmlFor="promo-code">
        {t('cartPage.promoCode')}
      </label>
      <div className="promo-code__row">
        <input
          id="promo-code"
          className="field__input"
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem !== null ? 'promo-code-message' : undefined}
          value={draft}
          onFocus={preloadFormSchemas}
          onChange={(event) => {
            setDraft(event.target.value);
            onEdit();
            // A shown message goes as soon as the code is right again.
            if (invalid) void check(event.target.value);
          }}
        />
        <Button type="submit" variant="secondary" disabled={draft.trim() === ''}>
          {t('cartPage.promoApply')}
        </Button>
      </div>
      {problem !== null && (
        <p id="promo-code-message" className="promo-code__error" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

// The fields of a promo code's settings, shared by the new code, the edit and the batch dialogs:
// what it takes off (with a minimum order and a cap), for which orders, where, when and how often.
import type { OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import { ActiveCheck, HoursFields, KindAndValue, OrderTypesChoice, RestosChoice } from './offer-fields';
import type { DraftErrors, PromoCodeDraft } from './promo-code-draft';

export interface SettingsFieldsProps {
  draft: PromoCodeDraft;
  errors: DraftErrors;
  restos: readonly OfficeResto[];
  onChange: (change: Partial<PromoCodeDraft>) => void;
  /** The use limits; a batch's codes are single-use, so it leaves them out. */
  limits?: boolean;
}

export function PromoCodeSettingsFields({
  draft,
  errors,
  restos,
  onChange,
  limits = true,
}: SettingsFieldsProps) {
  const { t } = useI18n();
  const error = (field: keyof DraftErrors) => (errors[field] ? t(errors[field]) : null);
  const optional = t('promo.optional');
  const shared = { draft, errors, onChange };
  return (
    <>
      <ActiveCheck draft={draft} onChange={onChange} />
      <KindAndValue {...shared}>
        <Field
          label={t('promo.min-order')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={optional}
          value={draft.minOrderAmount}
          error={error('minOrderAmount')}
          onChange={(event) => onChange({ minOrderAmount: event.target.value })}
        />
        <Field
          label={t('promo.max-discount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={optional}
          value={draft.maxDiscountAmount}
          error={error('maxDiscountAmount')}
          onChange={(event) => onChange({ maxDiscountAmount: event.target.value })}
        />
      </KindAndValue>
      <OrderTypesChoice {...shared} />
      <RestosChoice {...shared} restos={restos} />
      <div className="field-row">
        <Field
          label={t('promo.starts')}
          type="datetime-local"
          value={draft.startsAt}
          hint={t('promo.dates-hint')}
          onChange={(event) => onChange({ startsAt: event.target.value })}
        />
        <Field
          label={t('promo.ends')}
          type="datetime-local"
          value={draft.endsAt}
          error={error('endsAt')}
          onChange={(event) => onChange({ endsAt: event.target.value })}
        />
      </div>
      <HoursFields {...shared} />
      {limits ? (
        <div className="field-row">
          <Field
            label={t('promo.usage-limit')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={optional}
            hint={t('promo.limit-hint')}
            value={draft.usageLimit}
            error={error('usageLimit')}
            onChange={(event) => onChange({ usageLimit: event.target.value })}
          />
          <Field
            label={t('promo.per-person')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={optional}
            value={draft.perPersonLimit}
            error={error('perPersonLimit')}
            onChange={(event) => onChange({ perPersonLimit: event.target.value })}
          />
        </div>
      ) : null}
    </>
  );
}

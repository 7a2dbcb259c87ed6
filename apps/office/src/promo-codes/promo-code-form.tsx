// The fields of a promo code's settings, shared by the new code, the edit and the batch dialogs:
// the discount, its conditions, where and when it works, and how often.
import { DELIVERY_TYPES, type DeliveryType } from '@nori/domain';
import type { OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import type { DraftErrors, PromoCodeDraft } from './promo-code-draft';

export interface SettingsFieldsProps {
  draft: PromoCodeDraft;
  errors: DraftErrors;
  restos: readonly OfficeResto[];
  onChange: (change: Partial<PromoCodeDraft>) => void;
  /** The use limits; a batch's codes are single-use, so it leaves them out. */
  limits?: boolean;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((other) => other !== item), item] : list.filter((other) => other !== item);

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
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.active}
          onChange={(event) => onChange({ active: event.target.checked })}
        />
        <span>{t('promo.active')}</span>
      </label>
      <fieldset className="choice choice--row">
        <legend className="label">{t('promo.kind')}</legend>
        {(['PERCENT', 'FIXED'] as const).map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name="promo-kind"
              checked={draft.kind === kind}
              onChange={() => onChange({ kind, value: '' })}
            />
            <span>{t(`promo.kind.${kind}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="field-row">
        <Field
          label={draft.kind === 'PERCENT' ? t('promo.value-percent') : t('promo.value-amount')}
          inputMode={draft.kind === 'PERCENT' ? 'numeric' : 'decimal'}
          autoComplete="off"
          required
          value={draft.value}
          error={error('value')}
          onChange={(event) => onChange({ value: event.target.value })}
        />
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
      </div>
      <fieldset
        className="choice choice--row"
        aria-describedby={errors.deliveryTypes ? 'promo-types-error' : undefined}
      >
        <legend className="label">{t('promo.order-types')}</legend>
        {DELIVERY_TYPES.map((type: DeliveryType) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              checked={draft.deliveryTypes.includes(type)}
              onChange={(event) =>
                onChange({ deliveryTypes: toggled(draft.deliveryTypes, type, event.target.checked) })
              }
            />
            <span>{t(`desk.type.${type}`)}</span>
          </label>
        ))}
        {errors.deliveryTypes ? (
          <p id="promo-types-error" className="field__error">
            {t(errors.deliveryTypes)}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="choice" aria-describedby={errors.restoIds ? 'promo-restos-error' : undefined}>
        <legend className="label">{t('promo.restos')}</legend>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.allRestos}
            onChange={(event) => onChange({ allRestos: event.target.checked })}
          />
          <span>{t('promo.all-restos')}</span>
        </label>
        {draft.allRestos
          ? null
          : restos.map((resto) => (
              <label key={resto.id} className="check">
                <input
                  type="checkbox"
                  checked={draft.restoIds.includes(resto.id)}
                  onChange={(event) =>
                    onChange({ restoIds: toggled(draft.restoIds, resto.id, event.target.checked) })
                  }
                />
                <span>
                  {resto.name} <span className="muted">· {resto.city}</span>
                </span>
              </label>
            ))}
        {errors.restoIds ? (
          <p id="promo-restos-error" className="field__error">
            {t(errors.restoIds)}
          </p>
        ) : null}
      </fieldset>
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
      <div className="field-row">
        <Field
          label={t('promo.hours-from')}
          type="time"
          value={draft.hoursFrom}
          hint={t('promo.hours-hint')}
          onChange={(event) => onChange({ hoursFrom: event.target.value })}
        />
        <Field
          label={t('promo.hours-to')}
          type="time"
          value={draft.hoursTo}
          error={error('hoursTo')}
          onChange={(event) => onChange({ hoursTo: event.target.value })}
        />
      </div>
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

/** After a refused submit: focus the first field marked wrong (or bring a group's message into view). */
export function showFirstProblem(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else form.querySelector('.field__error')?.scrollIntoView({ block: 'center' });
  });
}

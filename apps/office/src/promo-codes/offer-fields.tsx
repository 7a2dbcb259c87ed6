// The fields a promo code and an automatic discount share: whether it is on, what it takes off,
// for which order types, in which restaurants and at which hours. Each takes the part of the
// draft it edits (both drafts name these parts alike) and the message key of its problem.
import type { ReactNode } from 'react';
import { DELIVERY_TYPES } from '@nori/domain';
import type { OfficeResto } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { Field } from '../ui/field';
import type { OfferDraft } from './promo-code-draft';

export interface OfferFieldsProps {
  draft: OfferDraft;
  /** Message keys by field. */
  errors: Partial<Record<keyof OfferDraft, string>>;
  onChange: (change: Partial<OfferDraft>) => void;
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((other) => other !== item), item] : list.filter((other) => other !== item);

export function ActiveCheck({ draft, onChange }: Pick<OfferFieldsProps, 'draft' | 'onChange'>) {
  const { t } = useI18n();
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={draft.active}
        onChange={(event) => onChange({ active: event.target.checked })}
      />
      <span>{t('promo.active')}</span>
    </label>
  );
}

/** Percentage or amount, and the value; `children` join the value's row (a code's minimum and cap). */
export function KindAndValue({
  draft,
  errors,
  onChange,
  children,
}: OfferFieldsProps & { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <fieldset className="choice choice--row">
        <legend className="label">{t('promo.kind')}</legend>
        {(['PERCENT', 'FIXED'] as const).map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name="offer-kind"
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
          error={errors.value ? t(errors.value) : null}
          onChange={(event) => onChange({ value: event.target.value })}
        />
        {children}
      </div>
    </>
  );
}

function GroupError({ id, messageKey }: { id: string; messageKey: string | undefined }) {
  const { t } = useI18n();
  return messageKey ? (
    <p id={id} className="field__error">
      {t(messageKey)}
    </p>
  ) : null;
}

export function OrderTypesChoice({ draft, errors, onChange }: OfferFieldsProps) {
  const { t } = useI18n();
  return (
    <fieldset
      className="choice choice--row"
      aria-describedby={errors.deliveryTypes ? 'offer-types-error' : undefined}
    >
      <legend className="label">{t('promo.order-types')}</legend>
      {DELIVERY_TYPES.map((type) => (
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
      <GroupError id="offer-types-error" messageKey={errors.deliveryTypes} />
    </fieldset>
  );
}

export function RestosChoice({
  draft,
  errors,
  onChange,
  restos,
}: OfferFieldsProps & { restos: readonly OfficeResto[] }) {
  const { t } = useI18n();
  return (
    <fieldset className="choice" aria-describedby={errors.restoIds ? 'offer-restos-error' : undefined}>
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
      <GroupError id="offer-restos-error" messageKey={errors.restoIds} />
    </fieldset>
  );
}

export function HoursFields({ draft, errors, onChange }: OfferFieldsProps) {
  const { t } = useI18n();
  return (
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
        error={errors.hoursTo ? t(errors.hoursTo) : null}
        onChange={(event) => onChange({ hoursTo: event.target.value })}
      />
    </div>
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

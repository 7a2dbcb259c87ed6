// A new automatic discount, or an existing one's settings. Checked with the API's rules before it
// is sent; a save is live in the storefront at the customer's next price check.
import { useState, type FormEvent } from 'react';
import type { DiscountSettings, OfficeDiscount, OfficeResto } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import {
  ActiveCheck,
  HoursFields,
  KindAndValue,
  OrderTypesChoice,
  RestosChoice,
  showFirstProblem,
} from '../promo-codes/offer-fields';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import {
  discountDraftOf,
  discountSettingsOf,
  emptyDiscountDraft,
  type DiscountErrors,
} from './discount-draft';

export function DiscountDialog({
  editing,
  restos,
  onClose,
  onSaved,
}: {
  /** The discount to edit; null for a new one. */
  editing: OfficeDiscount | null;
  restos: readonly OfficeResto[];
  onClose: () => void;
  onSaved: (discount: OfficeDiscount) => void;
}) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(() => (editing ? discountDraftOf(editing) : emptyDiscountDraft()));
  const [errors, setErrors] = useState<DiscountErrors>({});
  const save = useAction((settings: DiscountSettings) =>
    editing
      ? api.updateDiscount({ params: { discountId: editing.id }, body: settings })
      : api.createDiscount({ body: settings }),
  );
  const onChange = (change: Partial<typeof draft>) => setDraft((current) => ({ ...current, ...change }));
  const shared = { draft, errors, onChange };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const result = discountSettingsOf(draft);
    setErrors(result.errors ?? {});
    if (!result.settings) {
      showFirstProblem(form);
      return;
    }
    const answer = await save.run(result.settings);
    if (answer) onSaved(answer.discount);
  };

  return (
    <Dialog
      title={editing ? t('discount.edit-title', { name: editing.name }) : t('discount.add')}
      open
      wide
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {save.error ? <Notice tone="error">{save.error}</Notice> : null}
        {Object.keys(errors).length > 0 ? <Notice tone="error">{t('promo.error.check-form')}</Notice> : null}
        <Field
          label={t('discount.name')}
          autoComplete="off"
          required
          hint={t('discount.name-hint')}
          value={draft.name}
          error={errors.name ? t(errors.name) : null}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <ActiveCheck draft={draft} onChange={onChange} />
        <KindAndValue {...shared} />
        <OrderTypesChoice {...shared} />
        <RestosChoice {...shared} restos={restos} />
        <HoursFields {...shared} />
        <div className="form-actions">
          <Button onClick={onClose}>{t('office.cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.busy}>
            {editing ? t('promo.save') : t('promo.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

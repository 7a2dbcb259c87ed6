// A new promo code, or an existing one's settings (its code and uses stay). The form is checked
// with the API's rules before it is sent; what the API still refuses (a taken code) is shown on top.
import { useState, type FormEvent } from 'react';
import type { OfficePromoCode, OfficeResto, PromoCodeSettings } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { showFirstProblem } from './offer-fields';
import { PromoCodeSettingsFields } from './promo-code-form';
import { codeProblem, draftOf, emptyDraft, settingsOfDraft, type DraftErrors } from './promo-code-draft';

export function PromoCodeDialog({
  editing,
  restos,
  onClose,
  onSaved,
}: {
  /** The code to edit; null for a new one. */
  editing: OfficePromoCode | null;
  restos: readonly OfficeResto[];
  onClose: () => void;
  onSaved: (code: OfficePromoCode) => void;
}) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [draft, setDraft] = useState(() => (editing ? draftOf(editing) : emptyDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const save = useAction((settings: PromoCodeSettings) =>
    editing
      ? api.updatePromoCode({ params: { code: editing.code }, body: settings })
      : api.createPromoCode({ body: { ...settings, code: code.trim() } }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const result = settingsOfDraft(draft);
    const codeError = editing ? null : codeProblem(code);
    const found: DraftErrors = { ...result.errors, ...(codeError && { code: codeError }) };
    setErrors(found);
    if (!result.settings || Object.keys(found).length > 0) {
      showFirstProblem(form);
      return;
    }
    const answer = await save.run(result.settings);
    if (answer) onSaved(answer.promoCode);
  };

  return (
    <Dialog
      title={editing ? t('promo.edit-title', { code: editing.code }) : t('promo.add')}
      open
      wide
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        {save.error ? <Notice tone="error">{save.error}</Notice> : null}
        {Object.keys(errors).length > 0 ? <Notice tone="error">{t('promo.error.check-form')}</Notice> : null}
        {editing ? null : (
          <Field
            label={t('promo.code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            hint={t('promo.code-hint')}
            value={code}
            error={errors.code ? t(errors.code) : null}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
        <PromoCodeSettingsFields
          draft={draft}
          errors={errors}
          restos={restos}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
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

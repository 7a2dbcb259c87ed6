// A batch of single-use codes with one prefix and the same settings, for flyers and mailings;
// the new codes are offered as a CSV file once made (they stay in the list too).
import { useState, type FormEvent } from 'react';
import type { OfficeResto } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { csvHref, csvOf } from '../ui/csv';
import { Notice } from '../ui/notice';
import { showFirstProblem } from './offer-fields';
import { PromoCodeSettingsFields } from './promo-code-form';
import {
  batchCountProblem,
  emptyDraft,
  prefixProblem,
  settingsOfDraft,
  type DraftErrors,
  type PromoCodeDraft,
} from './promo-code-draft';

export function GenerateDialog({
  restos,
  onClose,
}: {
  restos: readonly OfficeResto[];
  /** `generated`: codes were made, and the list should load them. */
  onClose: (generated: boolean) => void;
}) {
  const { t } = useI18n();
  const [prefix, setPrefix] = useState('');
  const [count, setCount] = useState('100');
  const [draft, setDraft] = useState<PromoCodeDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [made, setMade] = useState<string[] | null>(null);
  const generate = useAction((body: Parameters<typeof api.generatePromoCodes>[0]['body']) =>
    api.generatePromoCodes({ body }),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const result = settingsOfDraft({ ...draft, usageLimit: '', perPersonLimit: '' });
    const prefixError = prefixProblem(prefix);
    const countError = batchCountProblem(count);
    const found: DraftErrors = {
      ...result.errors,
      ...(prefixError && { prefix: prefixError }),
      ...(countError && { count: countError }),
    };
    setErrors(found);
    if (!result.settings || Object.keys(found).length > 0) {
      showFirstProblem(form);
      return;
    }
    const answer = await generate.run({
      ...result.settings,
      prefix: prefix.trim(),
      count: Number(count.trim()),
    });
    if (!answer) return;
    setMade(answer.codes);
  };

  const close = () => {
    onClose(made !== null);
  };

  if (made)
    return (
      <Dialog
        title={t('promo.generated-title')}
        open
        onClose={close}
        actions={
          <>
            <a
              className="button button--primary"
              href={csvHref(
                csvOf(
                  ['code'],
                  made.map((code) => [code]),
                ),
              )}
              download={`promo-codes-${prefix.trim() || 'batch'}.csv`}
            >
              {t('promo.download')}
            </a>
            <Button onClick={close}>{t('office.close')}</Button>
          </>
        }
      >
        <p>{t('promo.generated-text', { count: made.length })}</p>
      </Dialog>
    );

  return (
    <Dialog title={t('promo.generate')} open wide onClose={close}>
      <form onSubmit={submit} noValidate>
        {generate.error ? <Notice tone="error">{generate.error}</Notice> : null}
        {Object.keys(errors).length > 0 ? <Notice tone="error">{t('promo.error.check-form')}</Notice> : null}
        <div className="field-row">
          <Field
            label={t('promo.prefix')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            hint={t('promo.prefix-hint')}
            value={prefix}
            error={errors.prefix ? t(errors.prefix) : null}
            onChange={(event) => setPrefix(event.target.value)}
          />
          <Field
            label={t('promo.count')}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={t('promo.count-hint')}
            value={count}
            error={errors.count ? t(errors.count) : null}
            onChange={(event) => setCount(event.target.value)}
          />
        </div>
        <PromoCodeSettingsFields
          draft={draft}
          errors={errors}
          restos={restos}
          limits={false}
          onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
        <div className="form-actions">
          <Button onClick={close}>{t('office.cancel')}</Button>
          <Button type="submit" variant="primary" busy={generate.busy}>
            {t('promo.generate')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

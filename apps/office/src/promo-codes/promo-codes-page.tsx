// The chain's promo codes for owners and operators (issue 39): search, add, edit, and generate a
// batch of single-use codes. A long list (batches of hundreds) shows its first matches only.
import { useDeferredValue, useState } from 'react';
import type { OfficePromoCode } from '@nori/contract';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { LoadView } from '../ui/load-view';
import { Notice } from '../ui/notice';
import { GenerateDialog } from './generate-dialog';
import { PromoCodeCard } from './promo-code-card';
import { PromoCodeDialog } from './promo-code-dialog';

const SHOWN_AT_MOST = 100;

export function PromoCodesPage() {
  const { t } = useI18n();
  const { state, reload, update } = useLoad(
    () => Promise.all([api.listPromoCodes(), api.listOfficeRestos()]),
    [],
  );
  const [dialog, setDialog] = useState<
    { kind: 'edit'; code: OfficePromoCode | null } | { kind: 'generate' } | null
  >(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());

  const keep = (changed: OfficePromoCode) =>
    update(([list, restos]) => {
      const others = list.promoCodes.filter((code) => code.code !== changed.code);
      const promoCodes = [...others, changed].sort((a, b) =>
        a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
      );
      return [{ promoCodes }, restos];
    });

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('promo.title')}</h1>
        <div className="page-head__actions">
          <Button onClick={() => setDialog({ kind: 'generate' })}>{t('promo.generate')}</Button>
          <Button variant="primary" onClick={() => setDialog({ kind: 'edit', code: null })}>
            {t('promo.add')}
          </Button>
        </div>
      </div>
      {saved ? <Notice tone="success">{t('promo.saved', { code: saved })}</Notice> : null}
      <LoadView state={state} reload={reload}>
        {([list, { restos }]) => {
          const found = list.promoCodes.filter((code) => code.code.toLowerCase().includes(query));
          return (
            <>
              <Field
                label={t('promo.search')}
                type="search"
                autoComplete="off"
                spellCheck={false}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              {list.promoCodes.length === 0 ? (
                <p className="muted">{t('promo.empty')}</p>
              ) : found.length === 0 ? (
                <p className="muted">{t('promo.nothing-found')}</p>
              ) : (
                <ul className="staff-list" aria-label={t('promo.title')}>
                  {found.slice(0, SHOWN_AT_MOST).map((code) => (
                    <PromoCodeCard
                      key={code.code}
                      code={code}
                      restos={restos}
                      onEdit={(chosen) => setDialog({ kind: 'edit', code: chosen })}
                    />
                  ))}
                </ul>
              )}
              {found.length > SHOWN_AT_MOST ? (
                <p className="muted">{t('promo.shown', { shown: SHOWN_AT_MOST, total: found.length })}</p>
              ) : null}
              {dialog?.kind === 'edit' ? (
                <PromoCodeDialog
                  editing={dialog.code}
                  restos={restos}
                  onClose={() => setDialog(null)}
                  onSaved={(code) => {
                    keep(code);
                    setSaved(code.code);
                    setDialog(null);
                  }}
                />
              ) : null}
              {dialog?.kind === 'generate' ? (
                <GenerateDialog
                  restos={restos}
                  onClose={(generated) => {
                    setDialog(null);
                    if (generated) reload();
                  }}
                />
              ) : null}
            </>
          );
        }}
      </LoadView>
    </div>
  );
}

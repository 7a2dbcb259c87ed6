// The chain's automatic discounts for owners and operators (issue 39): what each takes off, for
// which orders, where and when; add one or change one.
import { useState } from 'react';
import type { OfficeDiscount, OfficeResto } from '@nori/contract';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { restoNames } from '../ui/resto-names';
import { LoadView } from '../ui/load-view';
import { Notice } from '../ui/notice';
import { offerAmount } from '../promo-codes/offer-money';
import { DiscountDialog } from './discount-dialog';

export function DiscountsPage() {
  const { t } = useI18n();
  const { state, reload, update } = useLoad(
    () => Promise.all([api.listDiscounts(), api.listOfficeRestos()]),
    [],
  );
  const [editing, setEditing] = useState<{ discount: OfficeDiscount | null } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const keep = (changed: OfficeDiscount) =>
    update(([list, restos]) => {
      const others = list.discounts.filter((discount) => discount.id !== changed.id);
      return [{ discounts: [...others, changed].sort((a, b) => a.id - b.id) }, restos];
    });

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('discount.title')}</h1>
        <Button variant="primary" onClick={() => setEditing({ discount: null })}>
          {t('discount.add')}
        </Button>
      </div>
      <p className="muted">{t('discount.intro')}</p>
      {saved ? <Notice tone="success">{t('discount.saved', { name: saved })}</Notice> : null}
      <LoadView state={state} reload={reload}>
        {([list, { restos }]) => (
          <>
            {list.discounts.length === 0 ? (
              <p className="muted">{t('discount.empty')}</p>
            ) : (
              <ul className="staff-list" aria-label={t('discount.title')}>
                {list.discounts.map((discount) => (
                  <DiscountCard
                    key={discount.id}
                    discount={discount}
                    restos={restos}
                    onEdit={() => setEditing({ discount })}
                  />
                ))}
              </ul>
            )}
            {editing ? (
              <DiscountDialog
                editing={editing.discount}
                restos={restos}
                onClose={() => setEditing(null)}
                onSaved={(discount) => {
                  keep(discount);
                  setSaved(discount.name);
                  setEditing(null);
                }}
              />
            ) : null}
          </>
        )}
      </LoadView>
    </div>
  );
}

function DiscountCard({
  discount,
  restos,
  onEdit,
}: {
  discount: OfficeDiscount;
  restos: readonly OfficeResto[];
  onEdit: () => void;
}) {
  const { t, locale } = useI18n();
  const value =
    discount.kind === 'PERCENT'
      ? t('promo.summary.percent', { value: discount.value })
      : offerAmount(discount.value, discount.restoIds, restos, locale, '−');
  const terms = [
    discount.deliveryTypes.length === 1 ? t(`desk.type.${discount.deliveryTypes[0]}`) : null,
    discount.hours
      ? t('promo.summary.hours', { from: discount.hours.from.slice(0, 5), to: discount.hours.to.slice(0, 5) })
      : null,
  ].filter((term): term is string => term !== null);
  return (
    <li className={discount.active ? 'staff-card' : 'staff-card staff-card--disabled'}>
      <div className="staff-card__who">
        <strong>{discount.name}</strong>
        <span>
          {value}
          {terms.length > 0 ? <span className="muted"> · {terms.join(' · ')}</span> : null}
        </span>
      </div>
      <div className="staff-card__facts">
        {discount.active ? null : <span className="badge badge--danger">{t('promo.inactive')}</span>}
        <span>
          {discount.restoIds === null ? t('promo.all-restos') : restoNames(discount.restoIds, restos)}
        </span>
      </div>
      <Button onClick={onEdit} aria-label={`${t('promo.edit')}: ${discount.name}`}>
        {t('promo.edit')}
      </Button>
    </li>
  );
}

// One code in the list: the code, what it gives and on what terms, its uses, and its edit button.
import type { OfficePromoCode, OfficeResto } from '@nori/contract';
import { formatMoney, type MinorUnits } from '@nori/domain';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { restoNames } from '../ui/resto-names';
import { offerAmount } from './offer-money';

export function PromoCodeCard({
  code,
  restos,
  onEdit,
}: {
  code: OfficePromoCode;
  restos: readonly OfficeResto[];
  onEdit: (code: OfficePromoCode) => void;
}) {
  const { t, locale, intl } = useI18n();
  const money = (amount: number, sign = '') => offerAmount(amount, code.restoIds, restos, locale, sign);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(intl, { dateStyle: 'short', timeStyle: 'short' });
  const discount =
    code.kind === 'PERCENT' ? t('promo.summary.percent', { value: code.value }) : money(code.value, '−');
  const terms = [
    code.minOrderAmount !== null && t('promo.summary.min-order', { amount: money(code.minOrderAmount) }),
    code.maxDiscountAmount !== null &&
      t('promo.summary.max-discount', { amount: money(code.maxDiscountAmount) }),
    code.deliveryTypes.length === 1 && t(`desk.type.${code.deliveryTypes[0]}`),
    code.startsAt !== null && t('promo.summary.from', { date: date(code.startsAt) }),
    code.endsAt !== null && t('promo.summary.until', { date: date(code.endsAt) }),
    code.hours !== null &&
      t('promo.summary.hours', { from: code.hours.from.slice(0, 5), to: code.hours.to.slice(0, 5) }),
  ].filter((term): term is string => typeof term === 'string');
  const where = code.restoIds === null ? t('promo.all-restos') : restoNames(code.restoIds, restos);
  const uses =
    code.usageLimit === null
      ? t('promo.uses', { used: code.usedCount })
      : t('promo.uses-of', { used: code.usedCount, limit: code.usageLimit });
  const given = code.discountsGiven
    .map((sum) => formatMoney(sum.amount as MinorUnits, sum.currency, locale))
    .join(' + ');
  return (
    <li className={code.active ? 'staff-card' : 'staff-card staff-card--disabled'}>
      <div className="staff-card__who">
        <strong className="promo-code">{code.code}</strong>
        <span>
          {discount}
          {terms.length > 0 ? <span className="muted"> · {terms.join(' · ')}</span> : null}
        </span>
      </div>
      <div className="staff-card__facts">
        {code.active ? null : <span className="badge badge--danger">{t('promo.inactive')}</span>}
        <span>{where}</span>
        <span className="muted">
          {uses}
          {given ? ` · ${t('promo.given', { amount: given })}` : null}
        </span>
      </div>
      <Button onClick={() => onEdit(code)} aria-label={`${t('promo.edit')}: ${code.code}`}>
        {t('promo.edit')}
      </Button>
    </li>
  );
}

// The chain's figures (issue 39): a period and a restaurant, the headline numbers, and the tables
// (order types, payments, top dishes, promo codes, cancellations), each downloadable as CSV.
import { useId, useState } from 'react';
import type { Figures } from '@nori/contract';
import { formatMoney, minorUnitsToDecimal, type MinorUnits } from '@nori/domain';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { LoadView } from '../ui/load-view';
import { FigureTable } from './figure-table';
import { PERIODS, periodRange, type Period } from './figures-period';

export function FiguresPage() {
  const { t } = useI18n();
  const [period, setPeriod] = useState<Period>('today');
  const [resto, setResto] = useState('');
  const restoId = Number(resto) || undefined;
  const { state, reload } = useLoad(
    () =>
      Promise.all([
        api.getFigures({ query: { ...periodRange(period, new Date()), ...(restoId && { restoId }) } }),
        api.listOfficeRestos(),
      ]),
    [period, restoId],
  );
  const periodId = useId();
  const restoField = useId();
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('figures.title')}</h1>
      </div>
      <LoadView state={state} reload={reload}>
        {([figures, { restos }]) => (
          <>
            <div className="figure-filters">
              <div className="field">
                <label htmlFor={periodId}>{t('figures.period')}</label>
                <select
                  id={periodId}
                  value={period}
                  onChange={(event) => setPeriod(event.target.value as Period)}
                >
                  {PERIODS.map((value) => (
                    <option key={value} value={value}>
                      {t(`figures.period.${value}`)}
                    </option>
                  ))}
                </select>
              </div>
              {restos.length > 1 ? (
                <div className="field">
                  <label htmlFor={restoField}>{t('board.resto')}</label>
                  <select id={restoField} value={resto} onChange={(event) => setResto(event.target.value)}>
                    <option value="">{t('board.all-restos')}</option>
                    {restos.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
            </div>
            <FiguresView figures={figures} />
          </>
        )}
      </LoadView>
    </div>
  );
}

function FiguresView({ figures }: { figures: Figures }) {
  const { t, locale, intl } = useI18n();
  const money = (amount: number, currency: string) => formatMoney(amount as MinorUnits, currency, locale);
  const moneys = (list: Figures['revenue']) =>
    list.length === 0 ? '—' : list.map((sum) => money(sum.amount, sum.currency)).join(' + ');
  const minutes = (value: number | null) => (value === null ? '—' : t('figures.minutes', { value }));
  const percent = new Intl.NumberFormat(intl, { style: 'percent' });
  const share = (orders: number) => {
    const kept = figures.orders - figures.cancelled;
    return kept === 0 ? '' : ` (${percent.format(orders / kept)})`;
  };
  const decimal = (amount: number) => minorUnitsToDecimal(amount as MinorUnits);
  const tiles = [
    [t('figures.orders'), String(figures.orders)],
    [t('figures.revenue'), moneys(figures.revenue)],
    [t('figures.average-check'), moneys(figures.averageCheck)],
    [t('figures.cancelled'), String(figures.cancelled)],
    [t('figures.to-accept'), minutes(figures.minutesToAccept)],
    [t('figures.to-ready'), minutes(figures.minutesToReady)],
  ];
  return (
    <>
      <dl className="figure-tiles">
        {tiles.map(([label, value]) => (
          <div key={label} className="figure-tile">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <FigureTable
        caption={t('figures.by-type')}
        file="order-types"
        header={[t('board.type'), t('figures.orders')]}
        rows={figures.byDeliveryType.map((row) => [
          t(`desk.type.${row.deliveryType}`),
          `${row.orders}${share(row.orders)}`,
        ])}
        csvRows={figures.byDeliveryType.map((row) => [row.deliveryType, row.orders])}
      />
      <FigureTable
        caption={t('figures.by-pay')}
        file="payments"
        header={[t('board.pay'), t('figures.orders')]}
        rows={figures.byPayType.map((row) => [
          t(`desk.pay.${row.payType}`),
          `${row.orders}${share(row.orders)}`,
        ])}
        csvRows={figures.byPayType.map((row) => [row.payType, row.orders])}
      />
      <FigureTable
        caption={t('figures.top-dishes')}
        file="top-dishes"
        header={[t('figures.dish'), t('figures.portions'), t('figures.sold-for')]}
        rows={figures.topDishes.map((row) => [row.name, String(row.count), money(row.amount, row.currency)])}
        csvRows={figures.topDishes.map((row) => [row.name, row.count, decimal(row.amount), row.currency])}
        csvHeader={[t('figures.dish'), t('figures.portions'), t('figures.sold-for'), t('figures.currency')]}
      />
      <FigureTable
        caption={t('figures.promo-codes')}
        file="promo-codes"
        header={[t('promo.code'), t('figures.uses'), t('figures.discount')]}
        rows={figures.promoCodes.map((row) => [
          row.code,
          String(row.uses),
          money(row.discount, row.currency),
        ])}
        csvRows={figures.promoCodes.map((row) => [row.code, row.uses, decimal(row.discount), row.currency])}
        csvHeader={[t('promo.code'), t('figures.uses'), t('figures.discount'), t('figures.currency')]}
      />
      <FigureTable
        caption={t('figures.cancellations')}
        file="cancellations"
        header={[t('figures.reason'), t('figures.orders')]}
        rows={figures.cancellations.map((row) => [
          row.reason ? t(`desk.reason.${row.reason}`) : t('figures.no-reason'),
          String(row.orders),
        ])}
        csvRows={figures.cancellations.map((row) => [row.reason ?? '', row.orders])}
      />
    </>
  );
}

// What was ordered and how it is paid and delivered: shared by the desk's card and the kitchen
// ticket.
import type { DeskOrder } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { money } from './format';

export function OrderLines({ order }: { order: DeskOrder }) {
  return (
    <ul className="lines">
      {order.positions.map((line, index) => (
        <li key={`${line.id}-${index}`}>
          <span className="lines__count">{line.count}×</span>
          <span className="lines__name">
            {line.name}
            {line.modifiers.length > 0 ? (
              <ul className="lines__options">
                {line.modifiers.map((option) => (
                  <li key={option.id}>
                    + {option.name}
                    {option.count > 1 ? ` ×${option.count}` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

export const addressLine = (
  order: DeskOrder,
  t: (key: string, params?: Record<string, string>) => string,
) => {
  const place = order.place;
  if (!place) return null;
  const details = [
    place.apartment ? t('desk.address-details', { flat: place.apartment }) : null,
    place.entrance ? t('desk.entrance', { value: place.entrance }) : null,
    place.floor ? t('desk.floor', { value: place.floor }) : null,
    place.intercom ? t('desk.intercom', { value: place.intercom }) : null,
  ].filter(Boolean);
  return [place.address, ...details].join(', ');
};

export function PaymentLine({ order }: { order: DeskOrder }) {
  const { t, locale } = useI18n();
  return (
    <>
      {t(`desk.pay.${order.payType}`)}
      {order.changeFrom
        ? `, ${t('desk.pay.change-from', { amount: money(order.changeFrom, order.currency, locale) })}`
        : ''}
    </>
  );
}

export function OrderDetails({ order }: { order: DeskOrder }) {
  const { t, locale } = useI18n();
  const address = addressLine(order, t);
  return (
    <div className="order__details">
      <OrderLines order={order} />
      {order.comment ? (
        <p className="order__comment">
          <strong>{t('desk.comment')}:</strong> {order.comment}
        </p>
      ) : null}
      {order.place?.comment ? <p className="order__comment">{order.place.comment}</p> : null}
      <dl className="order__facts">
        <div>
          <dt>{t('desk.total')}</dt>
          <dd>
            {money(order.total, order.currency, locale)} · <PaymentLine order={order} />
          </dd>
        </div>
        <div>
          <dt>{t('desk.customer')}</dt>
          <dd>
            {order.customer.name} · <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a> ·{' '}
            {t('desk.persons', { count: order.personCount })}
          </dd>
        </div>
        {address ? (
          <div>
            <dt className="visually-hidden">{t('desk.type.DELIVERY')}</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
      </dl>
      {order.rejection ? (
        <p className="order__rejected">
          {t('desk.rejected', { reason: t(`desk.reason.${order.rejection.reason}`) })}
          {order.rejection.note ? ` — ${order.rejection.note}` : ''}
        </p>
      ) : null}
    </div>
  );
}

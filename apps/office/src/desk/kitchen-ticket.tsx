// The kitchen ticket: on screen it is hidden; printing shows it alone, sized for 80 mm thermal
// paper (styles/print.css): number, time, type, dishes with options, comment, payment, address.
import { createPortal } from 'react-dom';
import type { DeskOrder } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { clockTime, money } from './format';
import { addressLine, OrderLines, PaymentLine } from './order-details';

export function KitchenTicket({ order }: { order: DeskOrder }) {
  const { t, intl, locale } = useI18n();
  const address = addressLine(order, t);
  return createPortal(
    <section className="ticket" aria-label={t('desk.ticket')}>
      <p className="ticket__number">{t('desk.number', { number: order.number })}</p>
      <p className="ticket__type">{t(`desk.type.${order.deliveryType}`)}</p>
      <p>{t('desk.placed-at', { time: clockTime(order.placedAt, intl) })}</p>
      <p>
        {order.readyAt
          ? t('desk.ready-at', { time: clockTime(order.readyAt, intl) })
          : order.requestedAt
            ? t('desk.requested-at', { time: clockTime(order.requestedAt, intl) })
            : t('desk.asap')}
      </p>
      <hr />
      <OrderLines order={order} />
      <hr />
      {order.comment ? (
        <p>
          <strong>{t('desk.comment')}:</strong> {order.comment}
        </p>
      ) : null}
      <p>
        {t('desk.total')}: {money(order.total, order.currency, locale)}
      </p>
      <p>
        <PaymentLine order={order} />
      </p>
      <p>
        {order.customer.name} {order.customer.phone}
      </p>
      {address ? <p>{address}</p> : null}
      {order.place?.comment ? <p>{order.place.comment}</p> : null}
    </section>,
    document.body,
  );
}

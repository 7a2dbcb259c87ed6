// One order on the desk, with all a cook needs (dishes, options, comment) and the next tap:
// accept or reject a new order, then cooking → ready → on the way / handed out.
import type { DeskOrder } from '@nori/contract';
import { api } from '../api/client';
import { isDeskMove as isMove, type DeskMove as Move } from '../api/contract-values';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Notice } from '../ui/notice';
import { isLate, waitingMinutes } from './desk-orders';
import { clockTime } from './format';
import { OrderDetails } from './order-details';

export interface OrderActions {
  onAccept: (order: DeskOrder) => void;
  onReject: (order: DeskOrder) => void;
  onPrint: (order: DeskOrder) => void;
  onChanged: (order: DeskOrder) => void;
}

export function OrderCard({
  order,
  now,
  onAccept,
  onReject,
  onPrint,
  onChanged,
}: { order: DeskOrder; now: number } & OrderActions) {
  const { t, intl } = useI18n();
  const move = useAction((status: Move) =>
    api.moveDeskOrder({ params: { restoId: order.restoId, orderId: order.id }, body: { status } }),
  );
  const late = isLate(order, now);
  const moves = order.nextStatuses.filter(isMove);
  const titleId = `order-${order.id}-title`;
  return (
    <article
      className={['order', order.awaitingAnswer ? 'order--new' : '', late ? 'order--late' : ''].join(' ')}
      aria-labelledby={titleId}
      data-order-id={order.id}
    >
      <header className="order__head">
        <h3 id={titleId}>{t('desk.number', { number: order.number })}</h3>
        <span className={`badge badge--${order.deliveryType === 'DELIVERY' ? 'delivery' : 'take-away'}`}>
          {t(`desk.type.${order.deliveryType}`)}
        </span>
      </header>
      <p className="order__times">
        <span>{t('desk.placed-at', { time: clockTime(order.placedAt, intl) })}</span>
        <span>
          {order.requestedAt
            ? t('desk.requested-at', { time: clockTime(order.requestedAt, intl) })
            : t('desk.asap')}
        </span>
        {order.readyAt ? (
          <strong>{t('desk.ready-at', { time: clockTime(order.readyAt, intl) })}</strong>
        ) : null}
      </p>
      {order.awaitingAnswer ? (
        <p className={late ? 'order__alarm' : 'order__waiting'} role={late ? 'alert' : undefined}>
          {late ? `${t('desk.alarm')} ` : ''}
          {t('desk.waiting', { minutes: waitingMinutes(order, now) })}
        </p>
      ) : null}
      {order.status === 'AWAITING_PAYMENT' ? <p className="muted">{t('desk.awaiting-payment')}</p> : null}
      <OrderDetails order={order} />
      {move.error ? <Notice tone="error">{move.error}</Notice> : null}
      <div className="order__actions">
        {order.awaitingAnswer ? (
          <>
            <Button variant="primary" onClick={() => onAccept(order)}>
              {t('desk.accept')}
            </Button>
            <Button variant="danger" onClick={() => onReject(order)}>
              {t('desk.reject')}
            </Button>
          </>
        ) : (
          moves.map((status) => (
            <Button
              key={status}
              variant="primary"
              busy={move.busy}
              onClick={async () => {
                const answer = await move.run(status);
                if (answer) onChanged(answer);
              }}
            >
              {t(`desk.move.${status}`)}
            </Button>
          ))
        )}
        <Button
          variant="ghost"
          onClick={() => onPrint(order)}
          aria-label={`${t('desk.print')}: ${order.number}`}
        >
          {t('desk.print')}
        </Button>
      </div>
    </article>
  );
}

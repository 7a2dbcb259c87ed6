import type { DeskOrder } from '@nori/contract';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { columnOf } from './desk-orders';
import { clockTime } from './format';

/** The latest finished orders, folded away: a reprint or a question from a customer. */
export function FinishedOrders({
  orders,
  onPrint,
}: {
  orders: readonly DeskOrder[];
  onPrint: (order: DeskOrder) => void;
}) {
  const { t, intl } = useI18n();
  const finished = orders
    .filter((order) => columnOf(order) === 'finished')
    .sort((a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt));
  if (finished.length === 0) return null;
  return (
    <details className="finished">
      <summary>
        {t('desk.finished')} <span className="count">{finished.length}</span>
      </summary>
      <ul>
        {finished.map((order) => (
          <li key={order.id} className="finished__row">
            <strong>{t('desk.number', { number: order.number })}</strong>
            <span>{clockTime(order.placedAt, intl)}</span>
            <span>{t(`desk.type.${order.deliveryType}`)}</span>
            <span>
              {order.rejection
                ? t('desk.rejected', { reason: t(`desk.reason.${order.rejection.reason}`) })
                : t(`order.status.${order.status}`)}
            </span>
            <Button
              variant="ghost"
              onClick={() => onPrint(order)}
              aria-label={`${t('desk.print')}: ${order.number}`}
            >
              {t('desk.print')}
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}

// One order on the board: number and time, restaurant, status (and whether it is late), how it
// is received and paid, the total and the customer; the number opens the order's page.
import { Link, useLocation } from 'react-router';
import type { BoardOrder, OfficeResto } from '@nori/contract';
import { formatMoney, type MinorUnits } from '@nori/domain';
import { useI18n } from '../i18n/i18n';

export function BoardOrderRow({ order, resto }: { order: BoardOrder; resto: OfficeResto | undefined }) {
  const { t, locale, intl } = useI18n();
  // The list's filters go along, so the order's way back returns to the same list.
  const { search } = useLocation();
  const placed = new Date(order.placedAt).toLocaleString(intl, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <li className={order.alarm ? 'staff-card board-row board-row--late' : 'staff-card board-row'}>
      <div className="staff-card__who">
        <Link
          to={`/orders/${order.id}`}
          state={{ boardSearch: search }}
          aria-label={t('board.open', { number: order.number })}
        >
          <strong>{t('board.number', { number: order.number })}</strong>
        </Link>
        <span className="muted">
          {placed} · {resto?.name ?? `#${order.restoId}`}
        </span>
      </div>
      <div className="staff-card__facts">
        <span className="badge">{t(`order.status.${order.status}`)}</span>
        {order.alarm ? (
          <span className="badge badge--danger">{t('board.late')}</span>
        ) : order.awaitingAnswer ? (
          <span className="badge badge--warning">{t('board.waiting')}</span>
        ) : null}
        <span>
          {t(`desk.type.${order.deliveryType}`)} · {t(`desk.pay.${order.payType}`)}
        </span>
      </div>
      <div className="board-row__sum">
        <strong>{formatMoney(order.total as MinorUnits, order.currency, locale)}</strong>
        <span className="muted">
          {order.customer.name} · {order.customer.phone}
        </span>
      </div>
    </li>
  );
}

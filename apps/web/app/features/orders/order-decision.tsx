// The restaurant's answer on the order's page (issue 37): 'accepted, ready by 19:40' on the
// restaurant's clock (readyAt carries its offset, so its wall time is the text's own), or why the
// restaurant rejected the order, with the refund of an online payment.
import type { Order } from '@nori/contract';
import { useT } from '../../i18n';

/** 'HH:MM' as the restaurant's clock shows it: the wall time of an ISO string with its offset. */
const restoClockTime = (iso: string) => iso.slice(11, 16);

const CLOSED_STATUSES: readonly Order['status'][] = ['DONE', 'CANCELLED'];

export function OrderDecision({ order }: { order: Order }) {
  const t = useT();
  if (order.rejection)
    return (
      <p className="order-status__decision order-status__decision--rejected" data-testid="order-rejection">
        {t('orderPage.rejected', { reason: t(`orderPage.rejectReason.${order.rejection.reason}`) })}
        {order.payType === 'CARD_ONLINE' && ` ${t('orderPage.refund')}`}
      </p>
    );
  if (order.readyAt && !CLOSED_STATUSES.includes(order.status))
    return (
      <p className="order-status__decision" data-testid="order-ready-at">
        {t('orderPage.readyBy', { time: restoClockTime(order.readyAt) })}
      </p>
    );
  return null;
}

// One order of the board: what was ordered and how (the desk's details), and its timeline — each
// status with what moved it there, and each staff write with who made it. An order still in the
// kitchen can be cancelled with a reason (the desk's rejection: an online payment is refunded).
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { DESK_REJECTABLE_STATUSES } from '@nori/domain';
import type { BoardTimelineEntry } from '@nori/contract';
import { api } from '../api/client';
import { useLoad } from '../api/use-load';
import { OrderDetails } from '../desk/order-details';
import { RejectDialog } from '../desk/reject-dialog';
import { Button } from '../ui/button';
import { useI18n } from '../i18n/i18n';
import { LoadView } from '../ui/load-view';

export function BoardOrderPage() {
  const { t } = useI18n();
  const orderId = Number(useParams().orderId);
  // The board's filters, when the board opened this page: the way back returns to the same list.
  const cameFrom = useLocation().state as { boardSearch?: unknown } | null;
  const boardSearch = typeof cameFrom?.boardSearch === 'string' ? cameFrom.boardSearch : '';
  const { state, reload } = useLoad(() => api.getBoardOrder({ params: { orderId } }), [orderId]);
  const [cancelling, setCancelling] = useState(false);
  return (
    <div className="page page--narrow">
      <p>
        <Link to={`/orders${boardSearch}`}>← {t('board.back')}</Link>
      </p>
      <LoadView state={state} reload={reload}>
        {({ order, timeline }) => (
          <>
            <div className="page-head">
              <h1>{t('board.order-title', { number: order.number })}</h1>
              <span className="badge">{t(`order.status.${order.status}`)}</span>
            </div>
            <OrderDetails order={order} />
            {DESK_REJECTABLE_STATUSES.includes(order.status) ? (
              <div className="form-actions">
                <Button variant="danger" onClick={() => setCancelling(true)}>
                  {t('board.cancel')}
                </Button>
              </div>
            ) : null}
            {cancelling ? (
              <RejectDialog
                order={order}
                onClose={() => setCancelling(false)}
                onRejected={() => {
                  setCancelling(false);
                  reload();
                }}
              />
            ) : null}
            <h2>{t('board.timeline')}</h2>
            <ol className="timeline">
              {timeline.map((entry, index) => (
                <TimelineEntry key={index} entry={entry} />
              ))}
            </ol>
          </>
        )}
      </LoadView>
    </div>
  );
}

function TimelineEntry({ entry }: { entry: BoardTimelineEntry }) {
  const { t, intl } = useI18n();
  const at = new Date(entry.at).toLocaleString(intl, { dateStyle: 'short', timeStyle: 'medium' });
  const what = entry.status
    ? `${t(`order.status.${entry.status}`)}${entry.source ? ` · ${t(`board.source.${entry.source}`)}` : ''}`
    : t(`board.action.${entry.action ?? ''}`);
  return (
    <li>
      <time dateTime={entry.at}>{at}</time> <span>{what}</span>
      {entry.staff ? <span className="muted"> · {t('board.by', entry.staff)}</span> : null}
    </li>
  );
}

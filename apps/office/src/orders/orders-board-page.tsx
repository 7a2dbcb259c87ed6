// The orders board (issue 39): every order of the chain (a manager's restaurants' for a manager),
// newest first, filtered and searched, refreshed every 15 seconds while the page is open (the
// restaurants' names are read once), with orders not accepted in time marked across restaurants.
// An order opens its own page.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BoardOrder, OfficeResto } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useLoad } from '../api/use-load';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { LoadView } from '../ui/load-view';
import { Notice } from '../ui/notice';
import { BoardFilterFields } from './board-filter-fields';
import { BoardOrderRow } from './board-order-row';
import { boardQueryOf, filtersOf, type BoardFilters } from './board-filters';

const REFRESH_MS = 15_000;

export function OrdersBoardPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const key = params.toString();
  const restos = useLoad(() => api.listOfficeRestos(), []);
  const { state, reload } = useLoad(
    () => api.listBoardOrders({ query: boardQueryOf(filtersOf(new URLSearchParams(key))) }),
    [key],
  );
  // Older pages the staff member asked for; a new filter starts again from the newest.
  const [older, setOlder] = useState<{ key: string; orders: BoardOrder[]; nextBefore: number | null } | null>(
    null,
  );
  const more = useAction((before: number) =>
    api.listBoardOrders({ query: { ...boardQueryOf(filters), before } }),
  );

  // Live: the newest page again every 15 s while the page is in front (a hidden tab asks nothing)
  // and only the newest page is shown: with older pages below it, new orders pushing rows off the
  // first page would leave a gap between the two, so the list then waits for a reload or a filter.
  const browsingOlder = older?.key === key;
  useEffect(() => {
    if (browsingOlder) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, browsingOlder]);

  const change = (next: Partial<BoardFilters>) => {
    const merged = { ...filters, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')), {
      replace: true,
    });
  };

  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('board.title')}</h1>
      </div>
      <LoadView state={restos.state} reload={restos.reload}>
        {({ restos: chainRestos }) => (
          <>
            <BoardFilterFields filters={filters} restos={chainRestos} onChange={change} />
            <LoadView state={state} reload={reload}>
              {(page) => {
                const extra = older?.key === key ? older : null;
                const orders = [...page.orders, ...(extra?.orders ?? [])];
                const nextBefore = extra ? extra.nextBefore : page.nextBefore;
                return (
                  <>
                    {more.error ? <Notice tone="error">{more.error}</Notice> : null}
                    {orders.length === 0 ? (
                      <p className="muted">{t('board.empty')}</p>
                    ) : (
                      <ul className="staff-list" aria-label={t('board.title')}>
                        {orders.map((order) => (
                          <BoardOrderRow
                            key={order.id}
                            order={order}
                            resto={restoOf(chainRestos, order.restoId)}
                          />
                        ))}
                      </ul>
                    )}
                    {nextBefore !== null ? (
                      <div className="form-actions">
                        <Button
                          busy={more.busy}
                          onClick={async () => {
                            const answer = await more.run(nextBefore);
                            if (answer)
                              setOlder({
                                key,
                                orders: [...(extra?.orders ?? []), ...answer.orders],
                                nextBefore: answer.nextBefore,
                              });
                          }}
                        >
                          {t('board.more')}
                        </Button>
                      </div>
                    ) : null}
                  </>
                );
              }}
            </LoadView>
          </>
        )}
      </LoadView>
    </div>
  );
}

const restoOf = (restos: readonly OfficeResto[], id: number) => restos.find((resto) => resto.id === id);

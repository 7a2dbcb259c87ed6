// The signed-in person's orders, newest first, a page at a time ('Показать ещё' loads the next).
import type { Order } from '@nori/contract';
import { useCallback, useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { isSignedOutError, withAccessToken } from '../../session';
import { failureMessage, type Notice } from '../../order';
import { useShell } from '../../platform/shell-context';
import { createOrdersApi } from './orders-api';

export interface OrderHistory {
  orders: Order[] | null;
  hasMore: boolean;
  loading: boolean;
  failure: Notice | null;
  more: () => void;
}

export const useOrderHistory = (personId: number | null): OrderHistory => {
  const { config } = useShell();
  const { locale } = useI18n();
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [nextPage, setNextPage] = useState<number | null>(0);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);

  const load = useCallback(
    async (page: number, previous: Order[]) => {
      if (personId === null) return;
      setLoading(true);
      setFailure(null);
      try {
        const api = createOrdersApi(config.apiBaseUrl, locale);
        const answer = await withAccessToken((token) => api.list(personId, page, token));
        setOrders([...previous, ...answer.content]);
        setNextPage(page + 1 < answer.page.totalPages ? page + 1 : null);
      } catch (error) {
        if (!isSignedOutError(error)) setFailure(failureMessage(error));
      } finally {
        setLoading(false);
      }
    },
    [personId, config.apiBaseUrl, locale],
  );

  useEffect(() => {
    setOrders(null);
    void load(0, []);
  }, [load]);

  return {
    orders,
    hasMore: nextPage !== null,
    loading,
    failure,
    more: () => {
      if (nextPage !== null && !loading) void load(nextPage, orders ?? []);
    },
  };
};

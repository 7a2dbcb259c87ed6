// One of the signed-in person's orders, its status kept live (issue 10): read once, then every
// change the restaurant or the payment makes arrives over the status stream.
import { isApiError, type Order } from '@nori/contract';
import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n';
import { isSignedOutError, withAccessToken } from '../../session';
import { failureMessage, type Notice } from '../../order';
import { useShell } from '../../platform/shell-context';
import { createOrdersApi } from './orders-api';
import { followOrderStatus, type StatusChange } from './status-stream';

export type OrderView =
  | { state: 'loading' }
  | { state: 'ready'; order: Order }
  /** Not this person's order, or no such order: the same answer, so ids cannot be probed. */
  | { state: 'missing' }
  | { state: 'failed'; message: Notice };

/** The order after a change: its status, the change in its history, no payment link once paid. */
export const withStatus = (order: Order, change: StatusChange): Order =>
  order.status === change.status
    ? order
    : {
        ...order,
        status: change.status,
        statusHistory: [...order.statusHistory, change],
        paymentUrl: change.status === 'AWAITING_PAYMENT' ? order.paymentUrl : null,
      };

/** `revision`: a new value reads the order again (after the customer paid again on receipt). */
export const useLiveOrder = (orderId: number, personId: number | null, revision = 0): OrderView => {
  const { config } = useShell();
  const { locale } = useI18n();
  const [view, setView] = useState<OrderView>({ state: 'loading' });

  useEffect(() => {
    if (personId === null) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    setView({ state: 'loading' });
    void (async () => {
      try {
        const api = createOrdersApi(config.apiBaseUrl, locale);
        const order = await withAccessToken((token) => api.order(personId, orderId, token));
        if (cancelled) return;
        setView({ state: 'ready', order });
        stop = followOrderStatus({
          apiBaseUrl: config.apiBaseUrl,
          orderId,
          ticket: async () =>
            (await withAccessToken((token) => api.statusTicket(personId, orderId, token))).ticket,
          onChange: (change) => {
            setView((current) =>
              current.state === 'ready'
                ? { state: 'ready', order: withStatus(current.order, change) }
                : current,
            );
            // The restaurant's answer carries its ready-by time or its reason: read the order for them.
            if (change.status === 'ACCEPTED' || change.status === 'CANCELLED')
              void withAccessToken((token) => api.order(personId, orderId, token))
                .then((answered) => !cancelled && setView({ state: 'ready', order: answered }))
                .catch(() => undefined);
          },
        });
      } catch (error) {
        // Signed out meanwhile: the page asks to sign in.
        if (cancelled || isSignedOutError(error)) return;
        const missing = isApiError(error) && (error.status === 404 || error.status === 403);
        setView(missing ? { state: 'missing' } : { state: 'failed', message: failureMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [orderId, personId, config.apiBaseUrl, locale, revision]);

  return view;
};

// One restaurant's desk: the view (open orders, settings, the server's clock) loaded once, then
// kept current by the event stream; reloaded and reconnected after the connection is lost.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeskOrder, DeskSettings } from '@nori/contract';
import { api } from '../api/client';
import { errorCode } from '../api/error-text';
import { useSession } from '../session/session';
import { openDeskStream } from './desk-events';

const RECONNECT_MS = 3000;

export type DeskState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | {
      status: 'ready';
      orders: readonly DeskOrder[];
      settings: DeskSettings;
      /** Server clock minus this device's, measured at the last load. */
      offsetMs: number;
    };

export interface Desk {
  state: DeskState;
  connected: boolean;
  /** An order as a write answered it (the event follows, and changes nothing more). */
  put: (order: DeskOrder) => void;
  setSettings: (settings: DeskSettings) => void;
  reload: () => void;
}

const upsert = (orders: readonly DeskOrder[], order: DeskOrder): DeskOrder[] =>
  orders.some((known) => known.id === order.id)
    ? orders.map((known) => (known.id === order.id ? order : known))
    : [...orders, order];

export const useDesk = (restoId: number): Desk => {
  const { expire } = useSession();
  const [state, setState] = useState<DeskState>({ status: 'loading' });
  const [connected, setConnected] = useState(true);
  const [generation, setGeneration] = useState(0);
  const lastEventId = useRef(0);

  useEffect(() => {
    let active = true;
    let close: (() => void) | null = null;
    let retry: number | undefined;
    const again = () => {
      close?.();
      close = null;
      window.clearTimeout(retry);
      retry = window.setTimeout(() => active && setGeneration((count) => count + 1), RECONNECT_MS);
    };
    const onOffline = () => {
      setConnected(false);
      close?.();
      close = null;
    };
    const onOnline = () => active && setGeneration((count) => count + 1);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);

    api.getDesk({ params: { restoId } }).then(
      (view) => {
        if (!active) return;
        lastEventId.current = view.lastEventId;
        setState({
          status: 'ready',
          orders: view.orders,
          settings: view.settings,
          offsetMs: Date.parse(view.serverTime) - Date.now(),
        });
        if (!navigator.onLine) return onOffline();
        close = openDeskStream(restoId, view.lastEventId, {
          onOrder: (order, eventId) => {
            lastEventId.current = Math.max(lastEventId.current, eventId);
            setState((current) =>
              current.status === 'ready' ? { ...current, orders: upsert(current.orders, order) } : current,
            );
          },
          onConnected: (open) => active && setConnected(open),
          onClosed: again,
        });
      },
      (error: unknown) => {
        if (!active) return;
        if (errorCode(error) === 'staff.unauthenticated') return expire();
        setConnected(false);
        // A first load that failed shows why; a reload after a lost connection keeps the desk.
        setState((current) => (current.status === 'ready' ? current : { status: 'failed', error }));
        if (errorCode(error) === undefined || (error as { kind?: string }).kind === 'network') again();
      },
    );
    return () => {
      active = false;
      close?.();
      window.clearTimeout(retry);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [restoId, generation, expire]);

  const put = useCallback(
    (order: DeskOrder) =>
      setState((current) =>
        current.status === 'ready' ? { ...current, orders: upsert(current.orders, order) } : current,
      ),
    [],
  );
  const setSettings = useCallback(
    (settings: DeskSettings) =>
      setState((current) => (current.status === 'ready' ? { ...current, settings } : current)),
    [],
  );
  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  return { state, connected, put, setSettings, reload };
};

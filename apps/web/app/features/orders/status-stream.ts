// The order's status, live (issue 10): a ticket for the order, then server-sent events; a dropped
// stream is opened again with a fresh ticket a few seconds later, until the order is over.
import { isFinalOrderStatus, isOrderStatus, type OrderStatus } from '@nori/domain';

export interface StatusChange {
  status: OrderStatus;
  at: string;
}

const isStatusChange = (value: unknown): value is StatusChange => {
  const change = value as Partial<StatusChange> | null;
  return typeof change?.at === 'string' && isOrderStatus(change.status);
};

const REOPEN_AFTER_MS = 3000;

export interface StatusStreamOptions {
  apiBaseUrl: string;
  orderId: number;
  /** A fresh ticket for each opening. */
  ticket: () => Promise<string>;
  onChange: (change: StatusChange) => void;
}

/** Opens the stream; returns its stop. */
export const followOrderStatus = ({ apiBaseUrl, orderId, ticket, onChange }: StatusStreamOptions) => {
  let source: EventSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = async () => {
    let value: string;
    try {
      value = await ticket();
    } catch {
      // Offline or the API is down: try again later; the page keeps the status it shows.
      if (!stopped) reopen = setTimeout(() => void open(), REOPEN_AFTER_MS);
      return;
    }
    if (stopped) return;
    const url = `${apiBaseUrl}/api/v1/orders/${orderId}/status-events?ticket=${encodeURIComponent(value)}`;
    source = new EventSource(url);
    source.addEventListener('status', (event) => {
      const change: unknown = JSON.parse((event as MessageEvent<string>).data);
      if (!isStatusChange(change)) return;
      onChange(change);
      // Nothing changes after these, so the stream is closed.
      if (isFinalOrderStatus(change.status)) stop();
    });
    // The browser would reconnect with the same, soon expired, ticket: a new one is fetched instead.
    source.addEventListener('error', () => {
      source?.close();
      source = null;
      if (!stopped) reopen = setTimeout(() => void open(), REOPEN_AFTER_MS);
    });
  };

  const stop = () => {
    stopped = true;
    clearTimeout(reopen);
    source?.close();
    source = null;
  };

  void open();
  return stop;
};

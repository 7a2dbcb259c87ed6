// The live side of the desk: server-sent events of one restaurant's orders. The browser's
// EventSource reconnects by itself and sends Last-Event-ID, so the server replays what was
// missed. When the stream is closed for good (the server answered an error, or the device went
// offline and this closed it), the desk reloads its whole view and opens a new stream after the
// view's last event: nothing is missed either way.
import { apiRoutes, buildUrl, type DeskOrder } from '@nori/contract';

export interface DeskStreamHandlers {
  onOrder: (order: DeskOrder, eventId: number) => void;
  onConnected: (connected: boolean) => void;
  /** The stream closed for good: reload the view, then open it again. */
  onClosed: () => void;
}

export const deskEventsUrl = (restoId: number, after: number): string =>
  buildUrl({ baseUrl: '', path: apiRoutes.streamDeskEvents.path, params: { restoId }, query: { after } });

export const openDeskStream = (
  restoId: number,
  after: number,
  handlers: DeskStreamHandlers,
): (() => void) => {
  const source = new EventSource(deskEventsUrl(restoId, after));
  source.addEventListener('open', () => handlers.onConnected(true));
  source.addEventListener('order', (event) => {
    const eventId = Number(event.lastEventId);
    handlers.onOrder(JSON.parse(event.data) as DeskOrder, Number.isFinite(eventId) ? eventId : 0);
  });
  source.addEventListener('error', () => {
    handlers.onConnected(false);
    if (source.readyState === EventSource.CLOSED) handlers.onClosed();
  });
  return () => source.close();
};

// One order's status, read once per change for every stream open on it on this node (issue 20:
// with 1,000 streams on one order, a change made 2,000 database reads). An announcement while a
// read runs queues one more read; more announcements meanwhile join that one. Each stream is sent
// the status when it differs from what that stream was last sent.
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEvents } from './order-events';

export interface OrderStatusNow {
  status: string;
  at: string;
}

type Subscriber = { sent: string; write: (chunk: string) => void };

export function createOrderStatusWatches(
  events: OrderEvents,
  read: (orderId: number) => Promise<OrderStatusNow | null>,
  log: FastifyBaseLogger,
) {
  const watches = new Map<number, ReturnType<typeof watch>>();

  function watch(orderId: number) {
    const subscribers = new Set<Subscriber>();
    let running: Promise<void> = Promise.resolve();
    let queued: Promise<void> | null = null;
    const readAndSend = async () => {
      queued = null;
      try {
        const status = await read(orderId);
        if (!status) return;
        const event = `event: status\ndata: ${JSON.stringify(status)}\n\n`;
        for (const subscriber of subscribers) {
          if (subscriber.sent === status.status) continue;
          subscriber.sent = status.status;
          subscriber.write(event);
        }
      } catch (error) {
        // The next announcement reads again; the streams stay open.
        log.warn({ err: error, orderId }, 'order status not read for its streams');
      }
    };
    /** Reads once more after the read in progress, unless such a read is already waiting. */
    const refresh = (): Promise<void> => {
      if (queued) return queued;
      queued = running.then(readAndSend);
      running = queued;
      return queued;
    };
    const unsubscribe = events.subscribe(orderId, () => void refresh());
    return { subscribers, refresh, unsubscribe };
  }

  return {
    /** Adds a stream of the order; resolves once its first status is sent. Returns its removal. */
    async add(orderId: number, write: (chunk: string) => void): Promise<() => void> {
      let current = watches.get(orderId);
      if (!current) {
        current = watch(orderId);
        watches.set(orderId, current);
      }
      const subscriber: Subscriber = { sent: '', write };
      current.subscribers.add(subscriber);
      await current.refresh();
      const owner = current;
      return () => {
        owner.subscribers.delete(subscriber);
        if (owner.subscribers.size > 0 || watches.get(orderId) !== owner) return;
        watches.delete(orderId);
        owner.unsubscribe();
      };
    },
  };
}

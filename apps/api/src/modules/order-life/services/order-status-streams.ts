// The customer's live status: a ticket for one of the person's orders, then a stream that sends
// the order's status at once and again after every change (read from the database when the
// change is announced, so every node's stream sees every node's changes; one read per change for
// all the order's streams on a node, order-status-watch.ts). Streams are capped per ticket, person
// and client (stream-caps.ts). A comment every 20 s keeps proxies from closing an idle stream.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { orderHistories } from '../repositories/order-status';
import { findOrderById, findPersonOrder } from '../repositories/order-rows';
import type { OrderEvents } from './order-events';
import { createOrderStatusWatches } from './order-status-watch';
import type { StatusTickets } from './status-tickets';
import type { StreamCaps } from './stream-caps';

const HEARTBEAT_MS = 20_000;
/** Browsers reconnect after this long when the stream drops (they then need a fresh ticket). */
const RETRY_MS = 3000;

export interface OrderStatusStreamsOptions {
  log: FastifyBaseLogger;
  events: OrderEvents;
  tickets: StatusTickets;
  caps: StreamCaps;
  now: () => Date;
}

export function createOrderStatusStreams(
  db: Database,
  { log, events, tickets, caps, now }: OrderStatusStreamsOptions,
) {
  async function currentStatus(orderId: number) {
    const order = await findOrderById(db, orderId);
    if (!order) return null;
    const history = (await orderHistories(db, [orderId])).get(orderId) ?? [];
    const last = history.at(-1);
    return { status: order.status, at: (last?.at ?? order.createdAt).toISOString() };
  }
  const watches = createOrderStatusWatches(events, currentStatus, log);

  return {
    async ticket(personId: number, orderId: number) {
      if (!(await findPersonOrder(db, personId, orderId))) throw notFound(`Order ${orderId} not found`);
      return tickets.issue({ orderId, personId }, now());
    },

    /**
     * Checks the ticket (401) and the caps (429), then writes events with `write` until the
     * returned close is called. The order's status goes out first; a change is sent once, however
     * often it is announced.
     */
    async open(
      orderId: number,
      ticket: string,
      client: string,
      write: (chunk: string) => void,
    ): Promise<() => void> {
      const personId = tickets.verify(ticket, orderId, now());
      const release = caps.take({ ticket, personId, client });
      let remove = () => {};
      try {
        if (!(await findPersonOrder(db, personId, orderId))) throw notFound(`Order ${orderId} not found`);
        write(`retry: ${RETRY_MS}\n\n`);
        remove = await watches.add(orderId, write);
      } catch (error) {
        release();
        throw error;
      }
      const heartbeat = setInterval(() => write(': keep-alive\n\n'), HEARTBEAT_MS);
      return () => {
        clearInterval(heartbeat);
        remove();
        release();
      };
    },
  };
}

export type OrderStatusStreams = ReturnType<typeof createOrderStatusStreams>;

// The order after checkout: the restaurant API (its key as the bearer), the customer's status
// ticket and live status stream, and YooKassa's notifications. Thin: each calls one service.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  createOrderStatusTicket,
  moveRestoOrder,
  receiveYookassaNotification,
  streamOrderStatus,
} from '@nori/contract';
import { bearerToken } from '../http/authenticate';
import { mountRoute } from '../http/contract-route';
import { RequestValidationError } from '../http/error-handler';
import type { OrderStatusStreams } from '../services/order-life/order-status-streams';
import type { OrderStatusChanges } from '../services/order-life/order-status-changes';
import type { RestoConnections } from '../services/order-life/resto-connections';
import { oneOrderDto } from '../services/orders/order-dto';
import type { OnlinePayments } from '../services/payments/online-payments';
import type { Database } from '../db/client';

export interface OrderLifeRoutesOptions {
  db: Database;
  connections: RestoConnections;
  statusChanges: OrderStatusChanges;
  streams: OrderStatusStreams;
  payments: OnlinePayments;
}

/** Tells proxies not to buffer, and browsers to keep the stream open. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

export async function orderLifeRoutes(app: FastifyInstance, options: OrderLifeRoutesOptions) {
  const { db, connections, statusChanges, streams, payments } = options;

  mountRoute(app, moveRestoOrder, async ({ params, body, request }) => {
    await connections.authenticate(params.restoId, bearerToken(request));
    const { order } = await statusChanges.move({
      orderId: params.orderId,
      to: body.status,
      source: 'resto',
      restoId: params.restoId,
    });
    return oneOrderDto(db, order);
  });

  mountRoute(app, createOrderStatusTicket, async ({ params }) => {
    const { ticket, expiresAt } = await streams.ticket(params.personId, params.orderId);
    return { ticket, expiresAt: expiresAt.toISOString() };
  });

  // Open event streams never go idle, so the server could not close while one is open: they are
  // ended first, and browsers reconnect to another node.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });

  // Mounted by hand: the answer is a stream of events rather than one JSON body.
  app.get(streamOrderStatus.path.replace(/\{(\w+)\}/g, ':$1'), async (request, reply) => {
    const params = streamOrderStatus.params.safeParse(request.params);
    const query = streamOrderStatus.query.safeParse(request.query);
    if (!params.success || !query.success)
      throw new RequestValidationError(['An order id in the path and a ticket in the query are required']);
    const stream = new PassThrough();
    const close = await streams.open(params.data.orderId, query.data.ticket, request.ip, (chunk) =>
      stream.write(chunk),
    );
    const end = () => {
      openStreams.delete(end);
      close();
      stream.end();
    };
    openStreams.add(end);
    // The answer's close (its end, or its connection's): the request has ended long before it.
    reply.raw.once('close', end);
    // Gone while the stream was being opened: its 'close' has passed, and its caps must go now.
    if (request.raw.socket.destroyed) end();
    return reply.headers(EVENT_STREAM_HEADERS).send(stream);
  });

  mountRoute(app, receiveYookassaNotification, async ({ body }) => {
    if (body.event.startsWith('payment.')) await payments.confirm(body.object.id);
    return { received: true as const };
  });
}

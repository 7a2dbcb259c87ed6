// The order after checkout: the restaurant API (its key as the bearer), the customer's status
// ticket and live status stream. Thin: each calls one service. (YooKassa's notifications are the
// payments module's: payments/routes/payment-notifications.ts.)
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { createOrderStatusTicket, moveRestoOrder, streamOrderStatus } from '@nori/contract';
import { bearerToken } from '../../../http/authenticate';
import { mountRoute } from '../../../http/contract-route';
import { RequestValidationError } from '../../../http/error-handler';
import type { OrderStatusStreams } from '../services/order-status-streams';
import type { OrderStatusChanges } from '../services/order-status-changes';
import type { RestoConnections } from '../services/resto-connections';
import { oneOrderDto } from '../services/order-dto';
import type { Database } from '../../../db/client';

export interface OrderLifeRoutesOptions {
  db: Database;
  connections: RestoConnections;
  statusChanges: OrderStatusChanges;
  streams: OrderStatusStreams;
}

/** Tells proxies not to buffer, and browsers to keep the stream open. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

export async function orderLifeRoutes(app: FastifyInstance, options: OrderLifeRoutesOptions) {
  const { db, connections, statusChanges, streams } = options;

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
      forget();
      close();
      stream.end();
    };
    // Ended at once when the server closes (app.ts): browsers reconnect to another node.
    const forget = app.eventStreams.add(end);
    // The answer's close (its end, or its connection's): the request has ended long before it.
    reply.raw.once('close', end);
    // Gone while the stream was being opened: its 'close' has passed, and its caps must go now.
    if (request.raw.socket.destroyed) end();
    return reply.headers(EVENT_STREAM_HEADERS).send(stream);
  });
}

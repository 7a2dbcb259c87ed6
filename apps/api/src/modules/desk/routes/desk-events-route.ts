// GET …/desk/events, mounted by hand: the answer is a stream of server-sent events. The browser's
// EventSource sends Last-Event-ID when it reconnects; ?after= does the same for the first
// connection (the id the desk's list answered). Open streams are ended when the server closes,
// and the desk reconnects to another node.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { queryIntSchema, streamDeskEvents } from '@nori/contract';
import { RequestValidationError } from '../../../http/error-handler';
import type { DeskStreams } from '../services/desk-streams';

const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
};

export function deskEventsRoute(
  app: FastifyInstance,
  { guard, streams }: { guard: preHandlerAsyncHookHandler; streams: DeskStreams },
) {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    streamDeskEvents.path.replace(/\{(\w+)\}/g, ':$1'),
    { preHandler: guard },
    async (request, reply) => {
      const params = streamDeskEvents.params.safeParse(request.params);
      const query = streamDeskEvents.query.safeParse(request.query);
      const lastEventId = queryIntSchema.safeParse(request.headers['last-event-id']);
      if (!params.success || !query.success)
        throw new RequestValidationError(['A restaurant id in the path, and ?after= a non-negative integer']);
      const after = lastEventId.success ? lastEventId.data : query.data.after;
      const stream = new PassThrough();
      const close = await streams.open(params.data.restoId, after, (chunk) => stream.write(chunk));
      const end = () => {
        open.delete(end);
        close();
        stream.end();
      };
      open.add(end);
      reply.raw.once('close', end);
      if (request.raw.socket.destroyed) end();
      return reply.headers(EVENT_STREAM_HEADERS).send(stream);
    },
  );
}

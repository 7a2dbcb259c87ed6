// The one place that converts between Fastify and the Fetch API that React Router speaks:
// a FastifyRequest becomes a Web Request, a Web Response is written to the FastifyReply.
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export const toWebRequest = (request: FastifyRequest, reply: FastifyReply): Request => {
  const origin = `${request.protocol}://${request.host}`;
  const url = new URL(request.url, origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // Rendering stops when the visitor goes away (closed tab, navigation).
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (hasBody(request.method)) {
    // The storefront's routes take the body as sent; the plugin registers no body parser.
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
};

export const sendWebResponse = async (reply: FastifyReply, response: Response): Promise<void> => {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (response.body === null) {
    await reply.send();
    return;
  }
  await reply.send(Readable.fromWeb(response.body as NodeWebStream<Uint8Array>));
};

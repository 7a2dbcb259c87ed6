// The one place that converts between Fastify and the Fetch API that React Router speaks:
// a FastifyRequest becomes a Web Request, a Web Response is written to the FastifyReply.
import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressStream, isCompressible, negotiateEncoding, varyOnEncoding } from '@nori/api';
import { coalesceWrites } from './coalesce-writes';

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export const toWebRequest = (request: FastifyRequest, reply: FastifyReply): Request => {
  // Appended to the origin, never resolved against it: resolved, '//a:b' would be a host and a port.
  const url = new URL(`${request.protocol}://${request.host}${request.url}`);
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

/** Sends the response, its body compressed as it streams when the browser accepts an encoding. */
export const sendWebResponse = async (
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<void> => {
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
  const body = Readable.fromWeb(response.body as NodeWebStream<Uint8Array>);
  const encoding =
    isCompressible(response.headers.get('content-type') ?? undefined) &&
    !response.headers.has('content-encoding')
      ? negotiateEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) {
    await reply.send(body);
    return;
  }
  reply.removeHeader('content-length');
  reply.header('content-encoding', encoding);
  varyOnEncoding(reply);
  // pipeline, not pipe: a render that fails midway must end the compressed stream too.
  const compressed = compressStream(encoding);
  pipeline(body, coalesceWrites(), compressed, (error) => {
    if (error) request.log.warn({ err: error }, 'compressed page stream ended early');
  });
  await reply.send(compressed);
};

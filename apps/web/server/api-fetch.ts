// A fetch for server loaders that hands requests to the mounted API instance in process
// (Fastify's inject): no socket, no port, the same routes, schemas and cached bytes a browser gets.
import type { FastifyInstance } from 'fastify';

/** The origin server loaders use for the in-process API; never leaves this process. */
export const IN_PROCESS_API_ORIGIN = 'http://api.in-process';

export const inProcessFetch =
  (api: FastifyInstance): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await api.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      statusText: answer.statusMessage,
      headers,
    });
  };

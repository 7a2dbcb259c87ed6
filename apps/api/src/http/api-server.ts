// The API's HTTP server: Node's, set up exactly as Fastify sets up its own (keep-alive, request
// and connection timeouts, requests per socket), with the hot catalog reads answered before a
// request reaches Fastify (hot-reads.ts). Used through Fastify's serverFactory option, so listen,
// close and app.server behave as before; inject and routing (the storefront's mount) skip it.
import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import type { HotReads } from './hot-reads';

/** The options Fastify has resolved (its defaults filled in) by the time it calls the factory. */
interface ResolvedOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

export const serverWithHotReads =
  (hot: HotReads): FastifyServerFactory =>
  (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ResolvedOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!hot.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    // Zero is Node's default (no limit), as Fastify treats it.
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

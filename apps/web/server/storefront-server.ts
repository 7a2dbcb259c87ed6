// The one server of `npm start` and `npm run dev`: the storefront (React Router, server rendered)
// answers pages; the ordering API answers its own paths, mounted in this process unless
// API_BASE_URL points the storefront at another server. Production serves a built bundle, the
// development server a bundle Vite rebuilds on every change.
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { clientErrorAnswer, frameworkErrorAnswer, installErrorHandlers, logSerializers } from '@nori/api';
import { IN_PROCESS_API_ORIGIN, inProcessFetch } from './api-fetch';
import { isApiPath } from './api-paths';
import { appIconSource } from './app-icons';
import { officeRoutes } from './office-app';
import { readConfig, WEB_ROOT, type ServerConfig } from './config';
import { storefrontPlugin, type StorefrontBuild } from './storefront';
import { storefrontHealthRoutes } from './storefront-health';
import { loadTenant } from './tenant';
import { webManifestRoutes } from './web-manifest';

/** How long closing waits for requests in flight before it cuts the remaining connections. */
const CLOSE_GRACE_MS = 2000;

export interface StorefrontServer {
  app: FastifyInstance;
  config: ServerConfig;
  close(): Promise<void>;
}

export interface StorefrontServerOptions {
  build: StorefrontBuild;
  /** Built client files to serve (build/client); null when Vite serves them (development). */
  clientDirectory: string | null;
}

export async function createStorefrontServer(options: StorefrontServerOptions): Promise<StorefrontServer> {
  const config = readConfig();
  const tenant = loadTenant(config.tenantFile, config.public.whiteLabel);
  // The API (and its database) only when the storefront is not pointed at another API server.
  const api = config.externalApiBaseUrl === null ? await (await import('./api-mount')).mountApi() : null;

  const app = Fastify({
    // As the API: errors in the log lose personal data, and errors met before a route runs (here
    // for pages and the mounted API alike) answer in the API's error shape.
    logger: { level: config.logLevel, serializers: logSerializers },
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
    // Behind load balancers (TRUST_PROXY), pages' origins use the scheme and host they forward.
    ...(config.trustProxy.length > 0 ? { trustProxy: config.trustProxy } : {}),
    // The mounted API logs its own requests; this instance logs the storefront's.
    logController: new LogController({
      disableRequestLogging: (request) => api !== null && isApiPath(request.url),
    }),
  });
  config.warnings.forEach((warning) => app.log.warn(warning));
  // This server holds the connections of the mounted API's event streams: closing ends them at
  // once (browsers reconnect to another node), and cuts what is still open after a grace.
  app.addHook('preClose', async () => {
    api?.endEventStreams();
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  });
  // A page that fails answers in the API's error shape, naming no internal code (issue 35).
  installErrorHandlers(app);
  // A storefront of its own answers its health checks itself; a mounted API answers them otherwise.
  if (config.externalApiBaseUrl !== null) storefrontHealthRoutes(app, config.externalApiBaseUrl);
  // The staff app's files and page under /office/ (apps/office), never part of a storefront page.
  officeRoutes(app, { tenant, defaultLocale: config.public.defaultLocale });
  // The manifest and home-screen icons of the installable storefront (issue 42).
  webManifestRoutes(app, {
    tenant,
    defaultLocale: config.public.defaultLocale,
    icons: appIconSource(tenant, path.join(WEB_ROOT, 'public'), (message) => app.log.warn(message)),
  });
  await app.register(storefrontPlugin, {
    build: options.build,
    clientDirectory: options.clientDirectory,
    context: {
      config: config.public,
      tenant,
      siteOrigin: config.siteOrigin,
      serverApi: api
        ? { baseUrl: IN_PROCESS_API_ORIGIN, fetch: inProcessFetch(api.app) }
        : { baseUrl: config.externalApiBaseUrl ?? '', fetch: globalThis.fetch },
    },
    production: config.production,
    passOver: async (request, reply) => {
      if (!api || !isApiPath(request.url)) return false;
      // The API's own Fastify routes the raw request; this instance steps aside.
      reply.hijack();
      api.app.routing(request.raw, reply.raw);
      return true;
    },
  });
  app.log.info(api ? 'storefront and API on one port' : `storefront; API at ${config.externalApiBaseUrl}`);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await api?.close();
    },
  };
}

/** Closes the server on SIGINT and SIGTERM, then ends the process. */
export const closeOnSignals = (server: StorefrontServer, before: () => Promise<void> = async () => {}) => {
  const stop = async (signal: string) => {
    server.app.log.info({ signal }, 'stopping');
    await before();
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
};

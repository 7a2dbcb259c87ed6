// `npm start`: one process, one port (PORT, default 3000). The storefront (React Router, server
// rendered) answers pages; the ordering API answers its own paths, mounted here unless
// API_BASE_URL points the storefront at another server.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { LogController } from 'fastify';
import type { ServerBuild } from 'react-router';
import { IN_PROCESS_API_ORIGIN, inProcessFetch } from './api-fetch';
import { isApiPath } from './api-paths';
import { ConfigError, readConfig, WEB_ROOT } from './config';
import { storefrontPlugin } from './storefront';
import { loadTenant } from './tenant';

const BUILD_DIRECTORY = path.join(WEB_ROOT, 'build');

async function loadBuild(): Promise<ServerBuild> {
  const file = path.join(BUILD_DIRECTORY, 'server', 'index.js');
  try {
    return (await import(pathToFileURL(file).href)) as ServerBuild;
  } catch (error) {
    throw new ConfigError(
      `Cannot load the storefront build at ${file}: run 'npm run build --workspace @nori/web' first ` +
        `(npm start does). Cause: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function main() {
  const config = readConfig();
  const tenant = loadTenant(config.tenantFile, config.public.whiteLabel);
  const build = await loadBuild();
  // The API (and its database) only when the storefront is not pointed at another API server.
  const api = config.externalApiBaseUrl === null ? await (await import('./api-mount')).mountApi() : null;

  const app = Fastify({
    logger: { level: config.logLevel },
    // The mounted API logs its own requests; this instance logs the storefront's.
    logController: new LogController({
      disableRequestLogging: (request) => api !== null && isApiPath(request.url),
    }),
  });
  config.warnings.forEach((warning) => app.log.warn(warning));
  await app.register(storefrontPlugin, {
    build,
    clientDirectory: path.join(BUILD_DIRECTORY, 'client'),
    context: {
      config: config.public,
      tenant,
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

  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await app.close();
    await api?.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(api ? 'storefront and API on one port' : `storefront; API at ${config.externalApiBaseUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

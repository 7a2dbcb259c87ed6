// `npm run dev`: the storefront through Vite's development server — modules served as they are
// written, components replaced in the browser as they change (hot module replacement), pages
// rendered from the latest code — and the API mounted as in production, on one port. tsx watch
// (package.json) restarts this process when the server or the API changes; Vite handles app/.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer, isRunnableDevEnvironment } from 'vite';
import type { ServerBuild } from 'react-router';
import { ConfigError, WEB_ROOT } from './config';
import { closeOnSignals, createStorefrontServer } from './storefront-server';

const SERVER_BUILD = 'virtual:react-router/server-build';

async function main() {
  const http = createHttpServer();
  const vite = await createViteServer({
    root: WEB_ROOT,
    appType: 'custom',
    // Vite's updates travel over a WebSocket on this same server and port.
    server: { middlewareMode: true, hmr: { server: http } },
    // Vite pre-bundles the dependencies it finds by scanning from these files. Its default scan
    // misses those the pages import lazily (zod, libphonenumber-js), finds them in the browser's
    // first visit and reloads the page for each: scanning every app file finds them at start.
    optimizeDeps: { entries: ['app/**/*.{ts,tsx}'] },
  });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error('Vite has no runnable server environment.');
  const server = await createStorefrontServer({
    build: () => ssr.runner.import(SERVER_BUILD) as Promise<ServerBuild>,
    clientDirectory: null,
  });
  await server.app.ready();
  // Vite answers its own modules and files, and hands everything else to the storefront (and the
  // API's paths to the API).
  http.on('request', (request, response) =>
    vite.middlewares(request, response, () => server.app.routing(request, response)),
  );
  closeOnSignals(server, () => vite.close());
  const { port, host } = server.config;
  http.listen(port, host, () => server.app.log.info(`development server on http://localhost:${port}`));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

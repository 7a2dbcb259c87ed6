// `npm start`: the storefront's production build and the API on one port (PORT, default 3000);
// see storefront-server.ts.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { DataDirInUseError } from '@nori/api';
import { ConfigError, WEB_ROOT } from './config';
import { closeOnSignals, createStorefrontServer } from './storefront-server';

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
  const server = await createStorefrontServer({
    build: await loadBuild(),
    clientDirectory: path.join(BUILD_DIRECTORY, 'client'),
  });
  closeOnSignals(server);
  await server.app.listen({ port: server.config.port, host: server.config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});

// Starts the API on its own (`npm start --workspace @nori/api`): configuration, then startApi
// (database, app, demo chain on first start), then the HTTP server; stops on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startApi } from './start';

async function main() {
  const config = loadConfig();
  const api = await startApi(config);
  const stop = async (signal: string) => {
    api.app.log.info({ signal }, 'stopping');
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
  await api.app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});

// The ordering API in this process (when API_BASE_URL is not set), started exactly as the API's
// own main.ts starts it (startApi: database, migrations, demo chain). It stays a separate Fastify
// instance that answers the API's paths, so its security headers, CORS and JSON errors stay its own.
// @nori/api has no package entry yet, hence the paths into its source.
import { loadConfig } from '@nori/api/src/config';
import { startApi, type StartedApi } from '@nori/api/src/start';

export type MountedApi = StartedApi;

export async function mountApi(): Promise<MountedApi> {
  const api = await startApi(loadConfig());
  await api.app.ready();
  return api;
}

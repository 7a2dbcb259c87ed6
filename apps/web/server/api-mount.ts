// The ordering API in this process (when API_BASE_URL is not set), started exactly as the API's
// own main.ts starts it (startApi: database, migrations, demo chain). It stays a separate Fastify
// instance that answers the API's paths, so its security headers, CORS and JSON errors stay its own.
import { loadConfig, startApi, type StartedApi } from '@nori/api';

export type MountedApi = StartedApi;

export async function mountApi(): Promise<MountedApi> {
  const api = await startApi(loadConfig());
  await api.app.ready();
  return api;
}

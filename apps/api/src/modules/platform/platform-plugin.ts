// The platform module: what belongs to no slice — the health check, the API's documentation
// (/docs and its OpenAPI document) and the home page that points at it.
import fastifyPlugin from 'fastify-plugin';
import { endpointList } from '@nori/contract';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';

export interface PlatformPluginOptions {
  pingDatabase: () => Promise<void>;
}

export const platformPlugin = fastifyPlugin<PlatformPluginOptions>(
  async (app, { pingDatabase }) => {
    await app.register(healthRoutes, { pingDatabase });
    await app.register(docsRoutes, { endpoints: endpointList, version: '0.1.0' });
    await app.register(homeRoutes);
  },
  { name: 'platform' },
);

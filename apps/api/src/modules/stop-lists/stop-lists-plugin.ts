// The stop-lists module: the restaurant API's stop list (issue 25), behind the restaurant's key.
// A change is written under the restaurant's stop-list lock and shown by this node's catalog
// answers at once (the catalog's stop-list state); orders read the list in their own transaction.
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/client';
import { stopListRoutes } from './routes/stop-lists';
import { createStopLists, type StopLists } from './services/stop-lists';

export interface StopListsPluginOptions {
  db: Database;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The restaurants' stop lists (the restaurant API's, and the order desk's). */
    stopLists: StopLists;
  }
}

export const stopListsPlugin = fastifyPlugin<StopListsPluginOptions>(
  async (app, { db, now }) => {
    const { restoCatalogs, stopListState } = app.catalog;
    const stopLists = createStopLists(db, { catalogs: restoCatalogs, state: stopListState, now });
    app.decorate('stopLists', stopLists);
    await app.register(stopListRoutes, { connections: app.orderLife.connections, stopLists });
  },
  { name: 'stop-lists', dependencies: ['catalog', 'order-life'] },
);

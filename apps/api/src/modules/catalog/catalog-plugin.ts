// The catalog module: the chain's catalog as imported (catalog file, import/export, the operator's
// import call), read (cached answers, hot reads, the dishes' images) and as pricing needs it per
// restaurant (resto-catalog.ts), with what each restaurant has sold out as this node knows it
// (stop-list-state.ts). The catalog version is built by buildApp before Fastify (the hot reads
// ask it before a request reaches Fastify) and passed in. It decorates the app with `catalogAdmin`
// (startApi seeds the demo chain through it) and `catalog`, which stop lists and orders build on.
import { fileURLToPath } from 'node:url';
import fastifyPlugin from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../../db/client';
import { createClientBudget } from '../../http/client-budget';
import type { HotReads } from '../../http/hot-reads';
import { createResponseCache } from '../../http/response-cache';
import { catalogRoutes } from './routes/catalog';
import { imageRoutes } from './routes/images';
import { operatorRoutes } from './routes/operator';
import { createCatalogAdmin, type CatalogAdmin } from './services/catalog-admin';
import { createCatalogReads } from './services/catalog-reads';
import type { CatalogVersion, CatalogVersionOptions } from './services/catalog-version';
import { createRestoCatalogs, type RestoCatalogs } from './services/resto-catalog';
import { createStopListState, type StopListState } from './services/stop-list-state';
import { CATALOG_CHANNEL } from './repositories/tenants';

export interface CatalogPluginOptions {
  db: Database;
  /** Told of every catalog import on any node (LISTEN/NOTIFY). */
  listen: DatabaseHandle['listen'];
  version: CatalogVersion;
  /** The version's timing (tests): stop lists are re-read on the same clock, as often (issue 25). */
  versionOptions?: CatalogVersionOptions;
  hot: HotReads;
  now: () => Date;
  /** Catalog answers a client may have built per minute on cache misses (issue 20). */
  buildsPerMinute: number;
  /** The dishes' images; the demo chain's unless given. */
  imagesDirectory?: string;
  /** The operator's import call is mounted only with a key. */
  operatorApiKey?: string;
}

/** What other modules use of the catalog. */
export interface CatalogShared {
  version: CatalogVersion;
  /** Each restaurant's catalog as pricing needs it, cached per catalog version. */
  restoCatalogs: RestoCatalogs;
  /** What each restaurant has sold out, as this node knows it. */
  stopListState: StopListState;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalog import/export through this app, so an import here is visible here at once. */
    catalogAdmin: CatalogAdmin;
    catalog: CatalogShared;
  }
}

const DEMO_IMAGES = fileURLToPath(new URL('../../../demo/images', import.meta.url));

export const catalogPlugin = fastifyPlugin<CatalogPluginOptions>(
  async (app, options) => {
    const { db, version, versionOptions, hot, now } = options;
    const { engines } = app.payments;
    const admin = createCatalogAdmin(db, () => version.invalidate());
    app.decorate('catalogAdmin', admin);
    // Another node's import shows here at once, not when the version read last has aged (issue 35):
    // the polled version stays as the fallback for a notification missed while reconnecting.
    const stopListening = await options.listen(CATALOG_CHANNEL, () => version.invalidate());
    app.addHook('onClose', async () => stopListening());
    const stopListState = createStopListState(db, {
      maxAgeMs: versionOptions?.maxAgeMs,
      clock: versionOptions?.now,
      now: () => now().getTime(),
    });
    app.decorate('catalog', {
      version,
      restoCatalogs: createRestoCatalogs(db, version, engines),
      stopListState,
    });
    await app.register(catalogRoutes, {
      reads: createCatalogReads(db, engines, now),
      cache: createResponseCache(version),
      hot,
      builds: createClientBudget(options.buildsPerMinute),
      now,
      stopLists: stopListState,
    });
    if (options.operatorApiKey) await app.register(operatorRoutes, { apiKey: options.operatorApiKey, admin });
    await app.register(imageRoutes, { directory: options.imagesDirectory ?? DEMO_IMAGES });
  },
  { name: 'catalog', dependencies: ['payments'] },
);

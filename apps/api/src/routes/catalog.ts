// The public catalog calls of spec §7, mounted at the contract's paths. Thin: input parsed by the
// contract's schemas, one service call, the answer cached as bytes per catalog version.
import type { FastifyInstance } from 'fastify';
import {
  getCity,
  getResto,
  getServerTime,
  listCities,
  listCityDeliveries,
  listPositionGroups,
  listPositionModifiers,
  listPositions,
  listPositionTimeSlots,
  listPromotions,
  listRestoDeliveries,
  listRestos,
} from '@nori/contract';
import { mountRoute } from '../http/contract-route';
import type { ClientBudget } from '../http/client-budget';
import type { HotReads } from '../http/hot-reads';
import type { ResponseCache } from '../http/response-cache';
import type { CatalogReads } from '../services/catalog-reads';

export interface CatalogRoutesOptions {
  reads: CatalogReads;
  cache: ResponseCache;
  /** Where answered catalog reads are kept for answering the same URL before Fastify. */
  hot?: HotReads;
  /** Catalog answers a client may have built on cache misses (issue 20). */
  builds?: ClientBudget;
  /** The clock; a parameter so tests can pin it. */
  now: () => Date;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { reads, cache, hot, builds, now }: CatalogRoutesOptions,
) {
  const cached = { cache, hot, builds };
  mountRoute(app, getServerTime, async () => ({ utc_time: now().toISOString(), timezone: 'UTC' as const }));
  mountRoute(app, listCities, async ({ query }) => reads.listCities(query.whiteLabel), cached);
  mountRoute(app, getCity, async ({ params }) => reads.getCity(params.cityId), cached);
  mountRoute(
    app,
    listCityDeliveries,
    async ({ params, query }) => reads.listCityDeliveries(params.cityId, query),
    cached,
  );
  mountRoute(app, listRestos, async ({ query }) => reads.listRestos(query.cityId, query.whiteLabel), cached);
  mountRoute(app, getResto, async ({ params }) => reads.getResto(params.id), cached);
  mountRoute(app, listPositionGroups, async ({ params }) => reads.listPositionGroups(params.id), cached);
  mountRoute(
    app,
    listPositions,
    async ({ params, query }) => reads.listPositions(params.id, query.ids),
    cached,
  );
  mountRoute(
    app,
    listRestoDeliveries,
    async ({ params, query }) => reads.listRestoDeliveries(params.restoId, query),
    cached,
  );
  mountRoute(
    app,
    listPositionModifiers,
    async ({ params }) => reads.listPositionModifiers(params.restoId),
    cached,
  );
  mountRoute(
    app,
    listPositionTimeSlots,
    async ({ params }) => reads.listPositionTimeSlots(params.restoId),
    cached,
  );
  mountRoute(app, listPromotions, async ({ params }) => reads.listPromotions(params.id), cached);
}

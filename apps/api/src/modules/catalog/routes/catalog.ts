// The public catalog calls of spec §7, mounted at the contract's paths. Thin: input parsed by the
// contract's schemas, one service call, the answer cached as bytes per catalog version and language.
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
import { mountRoute } from '../../../http/contract-route';
import type { ClientBudget } from '../../../http/client-budget';
import type { HotReads } from '../../../http/hot-reads';
import type { CacheScope, ResponseCache } from '../../../http/response-cache';
import type { CatalogReads } from '../services/catalog-reads';
import type { StopListScope, StopListState } from '../services/stop-list-state';

export interface CatalogRoutesOptions {
  reads: CatalogReads;
  cache: ResponseCache;
  /** Where answered catalog reads are kept for answering the same URL before Fastify. */
  hot?: HotReads;
  /** Catalog answers a client may have built on cache misses (issue 20). */
  builds?: ClientBudget;
  /** The clock; a parameter so tests can pin it. */
  now: () => Date;
  /** Restaurants' stop lists: positions (asked with ?restoId=) and modifiers carry soldOut. */
  stopLists: StopListState;
}

export async function catalogRoutes(
  app: FastifyInstance,
  { reads, cache, hot, builds, now, stopLists }: CatalogRoutesOptions,
) {
  const cached = { cache, hot, builds };
  mountRoute(app, getServerTime, async () => ({ utc_time: now().toISOString(), timezone: 'UTC' as const }));
  mountRoute(
    app,
    listCities,
    async ({ query, locale }) => reads.listCities(query.whiteLabel, locale),
    cached,
  );
  mountRoute(app, getCity, async ({ params, locale }) => reads.getCity(params.cityId, locale), cached);
  mountRoute(
    app,
    listCityDeliveries,
    async ({ params, query, locale }) => reads.listCityDeliveries(params.cityId, query, locale),
    cached,
  );
  mountRoute(
    app,
    listRestos,
    async ({ query, locale }) => reads.listRestos(query.cityId, query.whiteLabel, locale),
    cached,
  );
  // A named time zone's offset (spec §3's timezone field) changes with daylight saving, on the
  // hour: the restaurant's answer is rebuilt once an hour, so it never answers last season's offset.
  const hourOf = () => String(Math.floor(now().getTime() / 3_600_000));
  const thisHour = async (): Promise<CacheScope> => {
    const stamp = hourOf();
    return { stamp, fresh: () => hourOf() === stamp };
  };
  mountRoute(app, getResto, async ({ params, locale }) => reads.getResto(params.id, locale), {
    ...cached,
    scope: thisHour,
  });
  mountRoute(
    app,
    listPositionGroups,
    async ({ params, locale }) => reads.listPositionGroups(params.id, locale),
    cached,
  );
  mountRoute(
    app,
    listPositions,
    async ({ params, query, locale }, scope?: StopListScope) =>
      reads.listPositions(
        params.id,
        query.ids,
        locale,
        scope && query.restoId !== undefined ? { restoId: query.restoId, soldOut: scope.soldOut } : undefined,
      ),
    {
      ...cached,
      scope: async ({ query }) => (query.restoId === undefined ? undefined : stopLists.scope(query.restoId)),
    },
  );
  mountRoute(
    app,
    listRestoDeliveries,
    async ({ params, query, locale }) => reads.listRestoDeliveries(params.restoId, query, locale),
    cached,
  );
  mountRoute(
    app,
    listPositionModifiers,
    async ({ params, locale }, scope?: StopListScope) =>
      reads.listPositionModifiers(params.restoId, locale, scope?.soldOut),
    { ...cached, scope: async ({ params }) => stopLists.scope(params.restoId) },
  );
  mountRoute(
    app,
    listPositionTimeSlots,
    async ({ params }) => reads.listPositionTimeSlots(params.restoId),
    cached,
  );
  mountRoute(
    app,
    listPromotions,
    async ({ params, locale }) => reads.listPromotions(params.id, locale),
    cached,
  );
}

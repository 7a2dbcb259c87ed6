// The restaurant API's stop list (issue 25): the restaurant's key as the bearer, then one service
// call. The key's fingerprint says in the record which of the restaurant's keys made a change.
import type { FastifyInstance } from 'fastify';
import {
  clearRestoStopList,
  clearRestoStopListItem,
  getRestoStopList,
  setRestoStopListItem,
  STOP_LIST_PATH_KINDS,
} from '@nori/contract';
import { bearerToken } from '../../../http/authenticate';
import { mountRoute } from '../../../http/contract-route';
import type { RestoConnections } from '../../order-life/services/resto-connections';
import { keyFingerprint, type StopLists } from '../services/stop-lists';

export interface StopListRoutesOptions {
  connections: RestoConnections;
  stopLists: StopLists;
}

export async function stopListRoutes(
  app: FastifyInstance,
  { connections, stopLists }: StopListRoutesOptions,
) {
  /** The restaurant's own key, or 401 'resto.api-key-invalid'; its fingerprint for the record. */
  const restoKey = async (restoId: number, request: Parameters<typeof bearerToken>[0]) => {
    const apiKey = bearerToken(request);
    await connections.authenticate(restoId, apiKey);
    return keyFingerprint(apiKey);
  };

  mountRoute(app, getRestoStopList, async ({ params, request }) => {
    await restoKey(params.restoId, request);
    return stopLists.read(params.restoId);
  });

  mountRoute(app, setRestoStopListItem, async ({ params, body, request }) => {
    const by = await restoKey(params.restoId, request);
    const item = { kind: STOP_LIST_PATH_KINDS[params.kind], id: params.itemId };
    const until = body.until ? new Date(body.until) : null;
    return stopLists.set(params.restoId, item, until, by);
  });

  mountRoute(app, clearRestoStopListItem, async ({ params, request }) => {
    const by = await restoKey(params.restoId, request);
    return stopLists.clear(
      params.restoId,
      { kind: STOP_LIST_PATH_KINDS[params.kind], id: params.itemId },
      by,
    );
  });

  mountRoute(app, clearRestoStopList, async ({ params, request }) => {
    const by = await restoKey(params.restoId, request);
    return stopLists.clear(params.restoId, undefined, by);
  });
}

// The order desk's calls: the staff guard (session, role, the restaurant for a manager) before
// each, then one service call. Thin, like every route.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  acceptDeskOrder,
  clearDeskStopListItem,
  getDesk,
  getDeskSettings,
  getDeskStopList,
  moveDeskOrder,
  rejectDeskOrder,
  saveDeskSettings,
  setDeskBusyMode,
  setDeskStopListItem,
  STOP_LIST_PATH_KINDS,
} from '@nori/contract';
import { mountRoute } from '../../../http/contract-route';
import type { DeskActor } from '../services/desk-audit';
import type { DeskOrders } from '../services/desk-orders';
import type { DeskSetup } from '../services/desk-setup';
import type { DeskViews } from '../services/desk-views';

export interface DeskRoutesOptions {
  /** The staff guard for a call about the restaurant in the path. */
  guard: preHandlerAsyncHookHandler;
  actorOf: (request: FastifyRequest) => DeskActor;
  views: DeskViews;
  orders: DeskOrders;
  setup: DeskSetup;
}

export function deskRoutes(app: FastifyInstance, options: DeskRoutesOptions) {
  const { guard, actorOf, views, orders, setup } = options;
  const preHandler = guard;

  mountRoute(app, getDesk, async ({ params, query }) => views.list(params.restoId, query.finished), {
    preHandler,
  });

  mountRoute(
    app,
    acceptDeskOrder,
    async ({ params, body, request }) =>
      views.one(
        params.restoId,
        await orders.accept(actorOf(request), params.restoId, params.orderId, body.readyAt),
      ),
    { preHandler },
  );

  mountRoute(
    app,
    rejectDeskOrder,
    async ({ params, body, request }) =>
      views.one(
        params.restoId,
        await orders.reject(actorOf(request), params.restoId, params.orderId, body.reason, body.note),
      ),
    { preHandler },
  );

  mountRoute(
    app,
    moveDeskOrder,
    async ({ params, body, request }) =>
      views.one(
        params.restoId,
        await orders.move(actorOf(request), params.restoId, params.orderId, body.status),
      ),
    { preHandler },
  );

  mountRoute(app, getDeskSettings, async ({ params }) => setup.settings(params.restoId), { preHandler });

  mountRoute(
    app,
    saveDeskSettings,
    async ({ params, body, request }) => setup.save(actorOf(request), params.restoId, body),
    { preHandler },
  );

  mountRoute(
    app,
    setDeskBusyMode,
    async ({ params, body, request }) => setup.setBusy(actorOf(request), params.restoId, body),
    { preHandler },
  );

  mountRoute(app, getDeskStopList, async ({ params }) => setup.stopList(params.restoId), { preHandler });

  mountRoute(
    app,
    setDeskStopListItem,
    async ({ params, body, request }) =>
      setup.setSoldOut(
        actorOf(request),
        params.restoId,
        { kind: STOP_LIST_PATH_KINDS[params.kind], id: params.itemId },
        body.until,
      ),
    { preHandler },
  );

  mountRoute(
    app,
    clearDeskStopListItem,
    async ({ params, request }) =>
      setup.clearSoldOut(actorOf(request), params.restoId, {
        kind: STOP_LIST_PATH_KINDS[params.kind],
        id: params.itemId,
      }),
    { preHandler },
  );
}

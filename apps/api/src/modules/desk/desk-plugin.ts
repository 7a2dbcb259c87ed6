// The order desk (issue 37) as one Fastify plugin: its services over order-life (status changes,
// payment engines) and the stop lists, its routes behind the staff guard, its event streams, and
// the refund worker (started with the API, like the order outbox). Registered without
// encapsulation, so `app.desk` is the app's: start.ts starts the worker, tests reach the services.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { OrderLife } from '../order-life/order-life-plugin';
import type { Payments } from '../payments/payments-plugin';
import type { StopLists } from '../stop-lists/services/stop-lists';
import type { DeskActor, DeskAudit } from './services/desk-audit';
import { deskAfterChange } from './services/desk-changes';
import { deskEventsRoute } from './routes/desk-events-route';
import { createDeskOrders } from './services/desk-orders';
import { deskRoutes } from './routes/desk-routes';
import { createDeskSetup } from './services/desk-setup';
import { createDeskStreams } from './services/desk-streams';
import { createDeskViews } from './services/desk-views';
import { createRefundWorker, type RefundWorkerOptions } from './services/refund-worker';
import { recordAudit } from '../staff/repositories/audit-log';
import { requireStaff, restoIdParam, signedInStaff } from '../staff/routes/staff-guard';

/** Every role opens the desk: owners and operators any restaurant, managers theirs. */
const DESK_GUARD = requireStaff({ roles: ['OWNER', 'OPERATOR', 'MANAGER'], resto: restoIdParam });

export interface DeskPluginOptions {
  database: DatabaseHandle;
  orderLife: Pick<OrderLife, 'statusChanges' | 'changeHooks'>;
  /** The payment engines running here, by name (refunds of rejected orders). */
  engines: Payments['byName'];
  stopLists: StopLists;
  now: () => Date;
  /** The staff guard of a call about the restaurant in the path; the staff module's by default. */
  guard?: preHandlerAsyncHookHandler;
  actorOf?: (request: FastifyRequest) => DeskActor;
  /** The staff audit log by default. */
  audit?: DeskAudit;
  refunds?: Partial<Pick<RefundWorkerOptions, 'pollMs' | 'firstRetryMs' | 'maxRetryMs'>>;
}

export async function setUpDesk(app: FastifyInstance, options: DeskPluginOptions) {
  const { database, orderLife, stopLists, now } = options;
  const { guard = DESK_GUARD, actorOf = signedInStaff, audit = recordAudit } = options;
  const { db } = database;
  const views = createDeskViews(db, now);
  const orders = createDeskOrders(db, { statusChanges: orderLife.statusChanges, audit, now });
  const setup = createDeskSetup(db, { views, stopLists, audit, now });
  const streams = await createDeskStreams(database, { views, log: app.log });
  const refunds = createRefundWorker(db, {
    engines: options.engines,
    now,
    log: app.log,
    ...options.refunds,
  });
  return { views, orders, setup, streams, refunds, guard, actorOf };
}

export type Desk = Awaited<ReturnType<typeof setUpDesk>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The order desk: its services, streams and refund worker (started by startApi). */
    desk: Desk;
  }
}

async function deskPlugin(app: FastifyInstance, options: DeskPluginOptions) {
  const desk = await setUpDesk(app, options);
  app.decorate('desk', desk);
  // Every order's placing and status change numbers a desk event (and may auto-accept it).
  options.orderLife.changeHooks.add(deskAfterChange);
  app.addHook('onClose', async () => {
    await desk.refunds.stop();
    await desk.streams.close();
  });
  deskRoutes(app, desk);
  deskEventsRoute(app, { guard: desk.guard, streams: desk.streams });
}

// Not encapsulated (what fastify-plugin does): the decoration and hooks are the app's.
Object.assign(deskPlugin, { [Symbol.for('skip-override')]: true });

export { deskPlugin };

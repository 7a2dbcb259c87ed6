// Builds the Fastify app: every answer's own headers first (security headers, request id), then
// CORS, then the app's own error handling, then the modules' plugins in order (modules/<slice>/
// <slice>-plugin.ts). main.ts starts it; tests call app.inject.
//
// What modules share, they share through decorators on the app, each set by the module that owns
// it and read by plugins registered after it (fastify-plugin's `dependencies` name them, so a wrong
// order fails at start): sign-in → `authenticate`, `sessions`, `sharedSecret`; order-life →
// `orderLife`; payments → `payments`; catalog → `catalogAdmin`, `catalog` (version, restoCatalogs,
// stopListState). The catalog version alone is built here: the hot reads ask it before Fastify.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { Config } from './config';
import { defaultLimitsConfig } from './config-limits';
import type { DatabaseHandle } from './db/client';
import { startDatabaseClock } from './db/database-clock';
import { createEventStreams, type EventStreams } from './http/event-streams';
import { clientErrorAnswer, frameworkErrorAnswer, installErrorHandlers } from './http/error-handler';
import { BODY_LIMIT_BYTES, installJsonBodyParser } from './http/json-body';
import { serverWithHotReads } from './http/api-server';
import { logSerializers } from './http/log-scrubbing';
import { createHotReads } from './http/hot-reads';
import { requestIdOf } from './http/request-id';
import { installSecurityHeaders } from './http/security-headers';
import { installStrictQuery } from './http/strict-query';
import { catalogPlugin } from './modules/catalog/catalog-plugin';
import { createCatalogVersion, type CatalogVersionOptions } from './modules/catalog/services/catalog-version';
import { geocodingPlugin } from './modules/geocoding/geocoding-plugin';
import type { AddressIndex } from './modules/geocoding/services/address-index';
import { orderLifePlugin, type OrderLifeOverrides } from './modules/order-life/order-life-plugin';
import { loyaltyPlugin } from './modules/loyalty/loyalty-plugin';
import { ordersPlugin } from './modules/orders/orders-plugin';
import { defaultPaymentConfig } from './modules/payments/config-payments';
import { paymentsPlugin, type PaymentsPluginOptions } from './modules/payments/payments-plugin';
import { platformPlugin } from './modules/platform/platform-plugin';
import { signInPlugin, type SignInAppConfig, type SignInOverrides } from './modules/sign-in/sign-in-plugin';
import { stopListsPlugin } from './modules/stop-lists/stop-lists-plugin';
import { staffPlugin } from './modules/staff/staff-plugin';
import { deskPlugin } from './modules/desk/desk-plugin';
import { promoCodesPlugin } from './modules/promo-codes/promo-codes-plugin';
import { discountsPlugin } from './modules/discounts/discounts-plugin';
import { orderBoardPlugin } from './modules/order-board/order-board-plugin';
import { figuresPlugin } from './modules/figures/figures-plugin';
import { posIikoPlugin, type PosIikoPluginOptions } from './modules/pos-iiko/pos-iiko-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Open event streams, all ended at once when the app (or the server mounting it) closes. */
    eventStreams: EventStreams;
  }
}

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'corsOrigins'> &
    SignInAppConfig &
    Partial<Pick<Config, 'payments' | 'trustProxy' | 'limits' | 'operatorApiKey' | 'staff' | 'iiko'>>;
  database: DatabaseHandle;
  /**
   * The app's clock (/1/now, and every lease, window and expiry nodes share); a parameter so tests
   * can pin it. By default the database's time (db/database-clock.ts), never the node's own.
   */
  now?: () => Date;
  /** The node's own clock under the database clock (tests move it to play a node whose clock is off). */
  nodeNow?: () => number;
  catalogVersion?: CatalogVersionOptions;
  imagesDirectory?: string;
  /** The address search's index; the demo cities' addresses unless given. */
  addresses?: AddressIndex;
  /** Stand-ins for the SMS gateway and bot protection (tests). */
  signIn?: SignInOverrides;
  /** Told of every route as it is mounted (tests compare them with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
  /** Payment engine, webhook and outbox settings for tests. */
  orderLife?: OrderLifeOverrides & Pick<PaymentsPluginOptions, 'yookassa'>;
  /** iiko Cloud: another account than config.iiko's (tests' local iiko) and timings. */
  iiko?: Partial<Pick<PosIikoPluginOptions, 'config' | 'overrides'>>;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** How long closing waits for requests in flight before it cuts the remaining connections. */
const CLOSE_GRACE_MS = 2000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.now ? undefined : await startDatabaseClock(database.db, { nodeNow: options.nodeNow });
  const now = options.now ?? clock!.now;
  const version = createCatalogVersion(database.db, options.catalogVersion);
  // Logs through the app's logger, which exists once Fastify does (hot reads start after that).
  const hot = createHotReads(version, () => app.log);
  const app = Fastify({
    serverFactory: serverWithHotReads(hot),
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify logs each request's method, url, status and time with its id; no headers or bodies,
    // so tokens and personal data stay out of the log; errors lose the values they carry.
    logger: {
      level: config.logLevel,
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // A caller's (load balancer's) request id is kept when it looks like one; otherwise a fresh one.
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
    // Behind load balancers (TRUST_PROXY), request.ip is the client's address they forward.
    ...(config.trustProxy?.length ? { trustProxy: config.trustProxy } : {}),
  });

  // Closing waits for requests in flight, but not for ever: a connection that never sends a
  // request (a preconnect) is not idle to Node and would hold the server open for a minute.
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
  });
  app.addHook('onClose', async () => clock?.stop());
  app.decorate('eventStreams', createEventStreams());
  app.addHook('preClose', async () => app.eventStreams.endAll());

  // Helmet's defaults (HSTS, nosniff, no-referrer, a same-origin CSP for the /docs page), and no
  // framing at all: nothing of the API belongs in another site's frame.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installSecurityHeaders(app, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // No upgrade-insecure-requests: development and tests run on plain HTTP, where it breaks the
    // sandbox payment page's form; in production HSTS keeps browsers on HTTPS.
    contentSecurityPolicy: { directives: { frameAncestors: ["'none'"], upgradeInsecureRequests: null } },
    frameguard: { action: 'deny' },
  });
  // Every answer names its request id. Set as the request arrives (a plain synchronous hook, not
  // an async onSend hook per answer): error answers keep the headers set before them.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  const anyOrigin = config.corsOrigins.includes('*');
  // An OPTIONS without an Origin is no CORS preflight: answered 204 like one, rather than with the
  // plugin's plain-text 400 outside the error shape.
  await app.register(cors, {
    origin: anyOrigin ? true : config.corsOrigins,
    maxAge: 600,
    strictPreflight: false,
  });

  installErrorHandlers(app);
  installStrictQuery(app);
  installJsonBodyParser(app);

  const { db } = database;
  const limits = config.limits ?? defaultLimitsConfig();
  const { yookassa, ...orderLifeOverrides } = options.orderLife ?? {};
  await app.register(signInPlugin, { db, config, now, overrides: options.signIn });
  await app.register(orderLifePlugin, {
    database,
    now,
    streams: limits.streams,
    overrides: orderLifeOverrides,
  });
  await app.register(paymentsPlugin, {
    db,
    config: config.payments ?? defaultPaymentConfig(),
    now,
    yookassa,
  });
  await app.register(catalogPlugin, {
    db,
    listen: database.listen,
    version,
    versionOptions: options.catalogVersion,
    hot,
    now,
    buildsPerMinute: limits.catalogBuildsPerMinute,
    imagesDirectory: options.imagesDirectory,
    operatorApiKey: config.operatorApiKey,
  });
  await app.register(stopListsPlugin, { db, now });
  await app.register(loyaltyPlugin, { db, now });
  await app.register(ordersPlugin, { db, now, limits: limits.orders });
  await app.register(staffPlugin, { db, config: config.staff, sharedSecret: app.sharedSecret, now });
  await app.register(promoCodesPlugin, { db, now });
  await app.register(discountsPlugin, { db, now });
  await app.register(deskPlugin, {
    database,
    orderLife: app.orderLife,
    engines: app.payments.byName,
    stopLists: app.stopLists,
    now,
  });
  await app.register(orderBoardPlugin, { db, now });
  await app.register(figuresPlugin, { db });
  await app.register(posIikoPlugin, {
    db,
    now,
    config: options.iiko?.config ?? config.iiko,
    overrides: options.iiko?.overrides,
  });
  await app.register(geocodingPlugin, { addresses: options.addresses });
  await app.register(platformPlugin, { pingDatabase: database.ping });
  return app;
}

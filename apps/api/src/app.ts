// Builds the Fastify app: every answer's own headers first (security headers, request id), then
// CORS, then the app's own error handling, then the routes. main.ts starts it; tests call app.inject.
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { endpointList } from '@nori/contract';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { installAuthentication } from './http/authenticate';
import { clientErrorAnswer, frameworkErrorAnswer, installErrorHandlers } from './http/error-handler';
import { BODY_LIMIT_BYTES, installJsonBodyParser } from './http/json-body';
import { serverWithHotReads } from './http/api-server';
import { createClientBudget } from './http/client-budget';
import { logSerializers } from './http/log-scrubbing';
import { createHotReads } from './http/hot-reads';
import { requestIdOf } from './http/request-id';
import { createResponseCache } from './http/response-cache';
import { installSecurityHeaders } from './http/security-headers';
import { installStrictQuery } from './http/strict-query';
import { catalogRoutes } from './routes/catalog';
import { geocodingRoutes } from './routes/geocoding';
import { devSmsInboxRoutes } from './routes/dev-sms-inbox';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { imageRoutes } from './routes/images';
import { operatorRoutes } from './routes/operator';
import { signInRoutes } from './routes/sign-in';
import { orderRoutes } from './routes/orders';
import { orderLifeRoutes } from './routes/order-life';
import { sandboxPaymentRoutes } from './routes/sandbox-payment-page';
import { stopListRoutes } from './routes/stop-lists';
import { defaultLimitsConfig } from './config-limits';
import { defaultPaymentConfig } from './config-payments';
import { setUpOrderLife, type OrderLife, type OrderLifeOverrides } from './order-life-setup';
import { createCatalogAdmin, type CatalogAdmin } from './services/catalog-admin';
import { createCatalogReads } from './services/catalog-reads';
import { readAddressData } from './services/geocoding/address-data';
import { createAddressIndex, type AddressIndex } from './services/geocoding/address-index';
import { createCatalogVersion, type CatalogVersionOptions } from './services/catalog-version';
import { createPayAgain } from './services/orders/pay-again';
import { createOrderLimits } from './services/orders/order-limits';
import { createPersonOrders } from './services/orders/person-orders';
import { createPreflight } from './services/orders/preflight';
import { createRestoCatalogs } from './services/orders/resto-catalog';
import { runningEngines } from './services/payments/pay-engines';
import { createStopListState } from './services/stop-lists/stop-list-state';
import { createStopLists } from './services/stop-lists/stop-lists';
import type { Sessions } from './services/sessions';
import { setUpSignIn, type SignInAppConfig, type SignInOverrides } from './sign-in-setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalog import/export through this app, so an import here is visible here at once. */
    catalogAdmin: CatalogAdmin;
    /** Sign-in sessions: token sets, refresh, sign-out (tests start sessions through it). */
    sessions: Sessions;
    /** Orders after checkout: the outbox worker (started by startApi), restaurant connections, payments. */
    orderLife: OrderLife;
  }
}

export interface AppOptions {
  config: Pick<Config, 'logLevel' | 'corsOrigins'> &
    SignInAppConfig &
    Partial<Pick<Config, 'payments' | 'trustProxy' | 'limits' | 'operatorApiKey'>>;
  database: DatabaseHandle;
  /** The clock for /1/now; a parameter so tests can pin it. */
  now?: () => Date;
  catalogVersion?: CatalogVersionOptions;
  imagesDirectory?: string;
  /** The address search's index; the demo cities' addresses unless given. */
  addresses?: AddressIndex;
  /** Stand-ins for the SMS gateway and bot protection (tests). */
  signIn?: SignInOverrides;
  /** Told of every route as it is mounted (tests compare them with the OpenAPI document). */
  onRoute?: (route: RouteOptions) => void;
  /** Payment engine, webhook and outbox settings for tests. */
  orderLife?: OrderLifeOverrides;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

const DEMO_IMAGES = fileURLToPath(new URL('../demo/images', import.meta.url));
/** How long closing waits for requests in flight before it cuts the remaining connections. */
const CLOSE_GRACE_MS = 2000;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, now = () => new Date() } = options;
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

  app.decorate(
    'catalogAdmin',
    createCatalogAdmin(database.db, () => version.invalidate()),
  );
  const signIn = await setUpSignIn(database.db, config, app.log, now, options.signIn);
  app.decorate('sessions', signIn.sessions);
  installAuthentication(app, signIn.sessions, now);

  const paymentConfig = config.payments ?? defaultPaymentConfig();
  const limits = config.limits ?? defaultLimitsConfig();
  const engines = runningEngines(paymentConfig);
  const reads = createCatalogReads(database.db, engines, now);
  const cache = createResponseCache(version);
  // Stop lists are re-read like the catalog version: on the same clock, as often (issue 25).
  const stopListState = createStopListState(database.db, {
    maxAgeMs: options.catalogVersion?.maxAgeMs,
    clock: options.catalogVersion?.now,
    now: () => now().getTime(),
  });

  const builds = createClientBudget(limits.catalogBuildsPerMinute);
  await app.register(catalogRoutes, { reads, cache, hot, builds, now, stopLists: stopListState });
  await app.register(geocodingRoutes, {
    addresses: options.addresses ?? createAddressIndex(readAddressData()),
  });
  const orderLife = await setUpOrderLife(database, paymentConfig, signIn.sharedSecret, app.log, now, {
    streams: limits.streams,
    ...options.orderLife,
  });
  app.decorate('orderLife', orderLife);
  app.addHook('onClose', async () => {
    await orderLife.outbox.stop();
    await orderLife.events.close();
  });
  const restoCatalogs = createRestoCatalogs(database.db, version, engines);
  await app.register(orderRoutes, {
    preflight: createPreflight(database.db, restoCatalogs, stopListState),
    orders: createPersonOrders(database.db, restoCatalogs, {
      now,
      payments: orderLife.payments,
      limits: createOrderLimits(database.db, limits.orders, now),
    }),
    payAgain: createPayAgain(database.db, { catalogs: restoCatalogs, ...orderLife }),
    now,
  });
  await app.register(orderLifeRoutes, { db: database.db, ...orderLife });
  await app.register(stopListRoutes, {
    connections: orderLife.connections,
    stopLists: createStopLists(database.db, { catalogs: restoCatalogs, state: stopListState, now }),
  });
  if (orderLife.sandbox) await app.register(sandboxPaymentRoutes, { sandbox: orderLife.sandbox });
  await app.register(signInRoutes, { ...signIn, db: database.db, apiKeys: signIn.config.apiKeys, now });
  // The inbox shows every code it was given: never in production.
  if (signIn.inbox && config.nodeEnv !== 'production')
    await app.register(devSmsInboxRoutes, { inbox: signIn.inbox });
  if (config.operatorApiKey)
    await app.register(operatorRoutes, { apiKey: config.operatorApiKey, admin: app.catalogAdmin });
  await app.register(healthRoutes, { pingDatabase: database.ping });
  await app.register(docsRoutes, { endpoints: endpointList, version: '0.1.0' });
  await app.register(imageRoutes, { directory: options.imagesDirectory ?? DEMO_IMAGES });
  await app.register(homeRoutes);
  return app;
}

// Hands every request that is not a built asset to React Router, with the configuration and
// tenant in its context. Registered as an encapsulated plugin: it parses no bodies (the routes
// read them as sent), and that choice stays inside it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  RouterContextProvider,
  type RouterContext,
  type ServerBuild,
} from 'react-router';
import type { AppServerContext } from '../app/app-context';
import { sendAsset } from './static-assets';
import { sendWebResponse, toWebRequest } from './web-request';

/** The server bundle, or (development) a function that returns its latest version. */
export type StorefrontBuild = ServerBuild | (() => Promise<ServerBuild>);

export interface StorefrontOptions {
  build: StorefrontBuild;
  /** Built client files to serve; null when another layer serves them (Vite in development). */
  clientDirectory: string | null;
  context: AppServerContext;
  production: boolean;
  /** Requests the storefront must not answer (the API's paths when it is mounted here). */
  passOver: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/**
 * On every page and file of the storefront (the API sets its own): HTTPS from now on, no type
 * sniffing, no framing (old browsers; the pages' policy says frame-ancestors 'none'), and the
 * origin alone as the referrer elsewhere. Each page's script policy is set where it is rendered
 * (app/entry.server.tsx), with its nonce.
 */
export const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const contextKeyOf = (build: ServerBuild): RouterContext<AppServerContext> => {
  const key = (build.entry.module as { appServerContext?: RouterContext<AppServerContext> }).appServerContext;
  if (!key) throw new Error('The server bundle does not export appServerContext; rebuild the storefront.');
  return key;
};

export async function storefrontPlugin(app: FastifyInstance, options: StorefrontOptions) {
  const { build } = options;
  const handle = createRequestHandler(build, options.production ? 'production' : 'development');
  // A rebuilt bundle (development) brings a new context key with it, so the key is read per request;
  // a built one is checked at once.
  const latestBuild = typeof build === 'function' ? build : async () => build;
  if (typeof build !== 'function') contextKeyOf(build);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.all('/*', async (request, reply) => {
    if (await options.passOver(request, reply)) return reply;
    reply.headers(SECURITY_HEADERS);
    if (options.clientDirectory && (await sendAsset(options.clientDirectory, request, reply))) return reply;
    const context = new RouterContextProvider(
      new Map([[contextKeyOf(await latestBuild()), options.context]]),
    );
    const response = await handle(toWebRequest(request, reply), context);
    await sendWebResponse(request, reply, response);
    return reply;
  });
}

// What the server hands every request (server/storefront.ts): the public configuration, the
// tenant, and how the server reaches the API. The same context object is exported from
// entry.server.tsx so the server, which loads the built bundle, sets exactly this key.
import { createContext } from 'react-router';
import type { PublicConfig } from './config/public-config';
import type { Tenant } from './config/tenant';

/** How server loaders call the API: in process when it is mounted here, over HTTP otherwise. */
export interface ServerApi {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
}

export interface AppServerContext {
  config: PublicConfig;
  tenant: Tenant;
  serverApi: ServerApi;
  /** PUBLIC_URL: the origin of absolute links (canonical, sitemap); null: the request's (development). */
  siteOrigin: string | null;
}

/**
 * Where absolute links point. Never the Host header in production (the server refuses to start
 * without PUBLIC_URL there): a sitemap cached for an hour would hand a forged host to everyone.
 */
export const siteOriginOf = (context: AppServerContext, request: Request): string =>
  context.siteOrigin ?? new URL(request.url).origin;

export const appServerContext = createContext<AppServerContext>();

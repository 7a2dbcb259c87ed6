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
}

export const appServerContext = createContext<AppServerContext>();

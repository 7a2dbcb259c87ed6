// What the server hands every request (server/storefront.ts): the public configuration and the
// tenant. The same context object is exported from entry.server.tsx so the server, which loads
// the built bundle, sets exactly this key.
import { createContext } from 'react-router';
import type { PublicConfig } from './config/public-config';
import type { Tenant } from './config/tenant';

export interface AppServerContext {
  config: PublicConfig;
  tenant: Tenant;
}

export const appServerContext = createContext<AppServerContext>();

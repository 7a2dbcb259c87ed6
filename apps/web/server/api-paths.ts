import { API_OWN_PATHS } from '@nori/api';
import { operationPathPrefixes } from '@nori/contract';

/**
 * The API's paths: the contract's operations (spec §7, '/1/…' and '/api/…') and the API's own
 * pages (documentation, health checks, images). Everything else is the storefront's.
 */
export const API_PATH_PREFIXES: readonly string[] = [...operationPathPrefixes, ...API_OWN_PATHS];

/** '/1/now' and '/docs/docs.js' are the API's; '/docsx' is not. */
export const isApiPath = (url: string): boolean => {
  const pathname = url.split('?')[0] ?? url;
  return API_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
};

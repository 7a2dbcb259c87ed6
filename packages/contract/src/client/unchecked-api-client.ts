// The browser's typed fetch client: the same calls and failures as createApiClient, but the answer
// is trusted to have its contract's shape. Checking it would cost every page zod and every schema
// (~30 KB gzipped, ~120 ms of script on a mid-range phone); what the API sends is checked against
// the same schemas by the API's own tests (contract conformance, the OpenAPI fuzz run).
import { clientOf, type ApiClient } from './client-of';
import { apiRoutes, storefrontRoutes, type StorefrontOperationId } from './routes';
import { send, type ApiClientOptions } from './transport';

export const createUncheckedApiClient = (options: ApiClientOptions): ApiClient =>
  clientOf(apiRoutes, (route, input) => send(options, route, input));

/** The storefront's calls alone: what a customer's browser may ask. */
export type StorefrontApiClient = Pick<ApiClient, StorefrontOperationId | 'call'>;

/**
 * The storefront's client: its routes only, so every page's first load is spared the table of the
 * staff's calls (issue 17), which the type keeps the storefront from making.
 */
export const createStorefrontApiClient = (options: ApiClientOptions): StorefrontApiClient =>
  clientOf(storefrontRoutes, (route, input) => send(options, route, input));

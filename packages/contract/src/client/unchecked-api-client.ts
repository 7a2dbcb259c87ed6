// The browser's typed fetch client: the same calls and failures as createApiClient, but the answer
// is trusted to have its contract's shape. Checking it would cost every page zod and every schema
// (~30 KB gzipped, ~120 ms of script on a mid-range phone); what the API sends is checked against
// the same schemas by the API's own tests (contract conformance, the OpenAPI fuzz run).
import { clientOf, type ApiClient } from './client-of';
import { apiRoutes } from './routes';
import { send, type ApiClientOptions } from './transport';

export const createUncheckedApiClient = (options: ApiClientOptions): ApiClient =>
  clientOf(apiRoutes, (route, input) => send(options, route, input));

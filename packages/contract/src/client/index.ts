export { createApiClient } from './create-api-client';
export {
  createStorefrontApiClient,
  createUncheckedApiClient,
  type StorefrontApiClient,
} from './unchecked-api-client';
export type { ApiClient } from './client-of';
export type { ApiClientOptions } from './transport';
export {
  apiRoutes,
  operationPathPrefixes,
  staffRoutes,
  storefrontRoutes,
  type Route,
  type StaffOperationId,
  type StorefrontOperationId,
} from './routes';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { NETWORK_ERROR_MESSAGE, NO_RESPONSE_MESSAGE } from './failures';
export { buildUrl, buildQuery, fillPath, type QueryValue } from './url';
export type { CallArgs, CallInput, CallOutput } from './types';

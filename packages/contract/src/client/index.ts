export { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client';
export { ApiError, isApiError, type ApiErrorKind } from './api-error';
export { NETWORK_ERROR_MESSAGE, NO_RESPONSE_MESSAGE } from './failures';
export { buildUrl, buildQuery, fillPath, type QueryValue } from './url';
export type { CallArgs, CallInput, CallOutput } from './types';

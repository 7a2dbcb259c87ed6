// The one error every failed call rejects with (spec §8), so callers handle failures in one way.
// The client only describes the failure; what the storefront shows is decided elsewhere.

/** network: no usable response; http: an error status; invalid-response: the body broke the contract. */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response' | 'unknown';

export interface ApiErrorDetails {
  kind: ApiErrorKind;
  message: string;
  code?: string | undefined;
  status: number;
  statusText: string;
  data?: unknown;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** The first error's code from an API error body. */
  readonly code: string | undefined;
  /** The HTTP status, always in 100–599; 500 when there was none. */
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body, or its text when it was not JSON. */
  readonly data: unknown;

  constructor(details: ApiErrorDetails) {
    super(details.message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = details.kind;
    this.code = details.code;
    this.status = details.status;
    this.statusText = details.statusText;
    this.data = details.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

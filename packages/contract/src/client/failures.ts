// Turns every way a call can fail into an ApiError, exactly as spec §8 describes:
// - a recognised network failure (the messages isNetworkFailure knows, e.g. a refused connection
//   or a body cut off mid-way) → 'Network error when attempting to fetch resource.';
// - fetch rejected with no message at all (no response and nothing to say) → 'Network Error';
// - an error status with a JSON error body → its first error's message and code, else the
//   status text; status, status text and data are kept;
// - anything else (an abort, a bug) → its original message.
import { isNetworkFailure, NETWORK_ERROR_CODE, normaliseStatus } from '@nori/domain';
import type { ApiErrorItem } from '../errors';
import { ApiError } from './api-error';

export const NETWORK_ERROR_MESSAGE = 'Network error when attempting to fetch resource.';
export const NO_RESPONSE_MESSAGE = 'Network Error';

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : '';

/** A failure before or while reading a response; status is the response's, if one had begun. */
export const transportFailure = (error: unknown, response?: Response): ApiError => {
  const message = messageOf(error);
  const common = {
    status: normaliseStatus(response?.status),
    statusText: response?.statusText ?? '',
    cause: error,
  };
  // The code lets the storefront say it in the visitor's language; the message stays spec §8's.
  const network = { ...common, kind: 'network' as const, code: NETWORK_ERROR_CODE };
  if (message === '') return new ApiError({ ...network, message: NO_RESPONSE_MESSAGE });
  if (isNetworkFailure(message)) return new ApiError({ ...network, message: NETWORK_ERROR_MESSAGE });
  return new ApiError({ ...common, kind: 'unknown', message });
};

/** The body as JSON when it is JSON, else its text (kept as the error's data). */
export const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON: an HTML error page from a proxy, say. The text itself is the data.
    return text;
  }
};

const isErrorItem = (item: unknown): item is ApiErrorItem =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as ApiErrorItem).code === 'string' &&
  (item as ApiErrorItem).code !== '' &&
  typeof (item as ApiErrorItem).message === 'string';

/**
 * The first error of a body in the contract's error shape ({"errors":[{code, message}, …]}), read
 * by hand rather than with errorBodySchema so the browser's client carries no zod.
 */
const firstErrorOf = (data: unknown): ApiErrorItem | undefined => {
  const errors =
    typeof data === 'object' && data !== null ? (data as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors) || errors.length === 0 || !errors.every(isErrorItem)) return undefined;
  return errors[0] as ApiErrorItem;
};

export const httpFailure = (response: Response, data: unknown): ApiError => {
  const status = normaliseStatus(response.status);
  const statusText = response.statusText;
  const first = firstErrorOf(data);
  if (first) {
    return new ApiError({
      kind: 'http',
      message: first.message,
      code: first.code,
      status,
      statusText,
      data,
    });
  }
  return new ApiError({ kind: 'http', message: statusText || `HTTP ${status}`, status, statusText, data });
};

export const invalidResponse = (response: Response, data: unknown, detail: string): ApiError =>
  new ApiError({
    kind: 'invalid-response',
    message: `Unexpected response: ${detail}`,
    code: 'contract.invalid-response',
    status: normaliseStatus(response.status),
    statusText: response.statusText,
    data,
  });

// Typed errors the services throw; the central error handler (http/error-handler.ts) turns them
// into {"errors":[{"code","message"}]} with their status. Codes come from the domain's catalogue.
import { createTranslator, ERROR_CATALOGUE, ERROR_CODES, errorMessages, type ErrorCode } from '@nori/domain';

/**
 * What an error item says beyond code and message (the contract's apiErrorItemSchema): the
 * sold-out dish, or the next free slot of an order-time refusal.
 */
export type ErrorDetails = { positionId?: number; modifierId?: number; name?: string; nextSlotAt?: string };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
    /** Headers the answer carries with it (Retry-After of a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const english = createTranslator(errorMessages, 'en');

/**
 * An error of the domain's catalogue (spec §8), with the catalogue's status and its English text,
 * e.g. catalogueError(ERROR_CODES.tokenInvalid) → 401 'Invalid token specified'. Details go into
 * the error item and fill the text's parameters ('Sold out: {name}').
 */
export function catalogueError(code: ErrorCode, details: ErrorDetails = {}): ApiError {
  const { httpStatus, messageKey } = ERROR_CATALOGUE[code];
  return new ApiError(httpStatus, code, english(messageKey, details), details);
}

/** An error of the catalogue that passes: Retry-After says in how many seconds to try again. */
export function retryLater(errorCode: ErrorCode, retryAfterSeconds: number): ApiError {
  const { status, code, message, details } = catalogueError(errorCode);
  return new ApiError(status, code, message, details, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
}

/** A rate limit was reached: 429 with the seconds until the window ends in Retry-After. */
export const tooManyRequests = (retryAfterSeconds: number): ApiError =>
  retryLater(ERROR_CODES.tooManyRequests, retryAfterSeconds);

export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string) => new ApiError(400, ERROR_CODES.badRequest, message);

/** One problem in a catalog file, e.g. { path: 'restos[0].cityId', message: 'Unknown city id 9' }. */
export interface CatalogProblem {
  path: string;
  message: string;
}

/** A catalog file that cannot be imported; lists every problem found, with its path. */
export class CatalogFileError extends Error {
  constructor(readonly problems: CatalogProblem[]) {
    super(
      `The catalog file has ${problems.length} problem(s):\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    );
    this.name = 'CatalogFileError';
  }
}

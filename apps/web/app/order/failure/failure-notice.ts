// What a failed call says to the customer (spec §8): the error catalogue's message for its code.
// Its texts are the showing module's to add (errorMessagesRu): the pages that report failures add
// them as they load; the cart with its first failure (preflight-failure.ts).
import { isApiError } from '@nori/contract';
import { ERROR_CODES, errorMessageKey, isNetworkFailure, messageRef } from '@nori/domain';
import type { Notice } from '../notice';

/**
 * The parameters an error item carries for its message: 'person-order.sold-out' names the dish
 * ('Нет в наличии: {name}'); null when the item names nothing.
 */
const errorParams = (data: unknown): { name: string } | null => {
  const first: unknown = (data as { errors?: unknown[] } | null)?.errors?.[0];
  const name = typeof first === 'object' && first !== null ? (first as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? { name } : null;
};

/**
 * The translated message of a failed call: the catalogue's for a known code (a network failure
 * has one, spec §8), the server's own text for a code we do not know, else 'Не удалось выполнить
 * запрос' — never a bare status text such as 'Internal Server Error' on a Russian page.
 */
export const failureMessage = (error: unknown): Notice => {
  if (!isApiError(error)) {
    // A lazily loaded module that did not arrive is a network failure too.
    const text = error instanceof Error ? error.message : '';
    return messageRef(isNetworkFailure(text) ? 'error.code.common.network' : 'error.code.common.unknown');
  }
  const key = errorMessageKey(error.code);
  const params = errorParams(error.data);
  // A sold-out refusal that does not name the dish (another server) still says it cannot be ordered.
  if (error.code === ERROR_CODES.soldOut && params === null)
    return messageRef('error.code.person-order.position-not-available');
  if (key) return messageRef(key, params ?? undefined);
  return error.kind === 'http' && error.code && error.message
    ? error.message
    : messageRef('error.code.common.request-failed');
};

/** No answer, or the server's own fault: worth trying again by itself. */
export const isRetryable = (error: unknown): boolean =>
  isApiError(error)
    ? error.kind === 'network' || error.status >= 500
    : error instanceof Error && isNetworkFailure(error.message);

// What a preflight answer means for the cart (spec §8): the server's prices, or the reason there
// are none. Promo-code refusals are shown beside the field and the cart is priced again without
// the code, so the customer still sees the server's totals.
import { isApiError, type PreflightRequest, type PreflightResult } from '@nori/contract';
import {
  ERROR_CODES,
  errorMessageKey,
  isNetworkFailure,
  messageRef,
  storefrontReaction,
  type MessageRef,
  type Translate,
} from '@nori/domain';
import { addRussianTexts } from '../../i18n';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(errorMessagesRu);

/** A message to show: a catalogue message, or the server's own text for a code we do not know. */
export type Notice = MessageRef | string;

export const noticeText = (t: Translate, notice: Notice): string =>
  typeof notice === 'string' ? notice : t(notice);

export type PreflightProblem =
  /** Below the zone's minimum: the minimum notice says it, not an error (spec §8). */
  | { kind: 'belowMinimum' }
  /** Some dishes are not on the restaurant's menus for this order type. */
  | { kind: 'undeliverable' }
  /** The restaurant does not take the chosen pay type: it is reset, no message (spec §8). */
  | { kind: 'payTypeRefused' }
  /** `retryable`: no answer or a server fault, which a later attempt may not meet again. */
  | { kind: 'message'; message: Notice; retryable: boolean };

export interface PromoRefusal {
  code: string;
  message: Notice;
  /** 'promo-code.invalid-delivery-type' drops the code from the cart (spec §8). */
  clearsCode: boolean;
}

export interface PreflightOutcome {
  result: PreflightResult | null;
  problem: PreflightProblem | null;
  promoRefusal: PromoRefusal | null;
}

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

const problemOf = (error: unknown): PreflightProblem => {
  const code = isApiError(error) ? error.code : undefined;
  switch (storefrontReaction(code)) {
    case 'ignore':
      return { kind: 'belowMinimum' };
    case 'fail':
      return { kind: 'undeliverable' };
    case 'clearMessage':
      return { kind: 'payTypeRefused' };
    default:
      return { kind: 'message', message: failureMessage(error), retryable: isRetryable(error) };
  }
};

const isPromoRefusal = (error: unknown): boolean => {
  const reaction = isApiError(error) ? storefrontReaction(error.code) : null;
  return reaction === 'showAndResolve' || reaction === 'clearPromoCode';
};

/** Prices the request; never rejects for a refusal the storefront knows how to show. */
export const runPreflight = async (
  call: (request: PreflightRequest) => Promise<PreflightResult>,
  request: PreflightRequest,
): Promise<PreflightOutcome> => {
  try {
    return { result: await call(request), problem: null, promoRefusal: null };
  } catch (error) {
    if (request.promoCode && isPromoRefusal(error)) {
      const { promoCode, ...withoutCode } = request;
      const promoRefusal: PromoRefusal = {
        code: promoCode,
        message: failureMessage(error),
        clearsCode: isApiError(error) && storefrontReaction(error.code) === 'clearPromoCode',
      };
      return { ...(await runPreflight(call, withoutCode)), promoRefusal };
    }
    return { result: null, problem: problemOf(error), promoRefusal: null };
  }
};

// What a preflight answer means for the cart (spec §8): the server's prices, or the reason there
// are none. Promo-code refusals are shown beside the field and the cart is priced again without
// the code, so the customer still sees the server's totals.
import { isApiError, type PreflightRequest, type PreflightResult } from '@nori/contract';
import {
  errorMessageKey,
  messageRef,
  storefrontReaction,
  type MessageRef,
  type Translate,
} from '@nori/domain';

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
  | { kind: 'message'; message: Notice };

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

/** The translated message of a failed call: the catalogue's for a known code, else the server's. */
export const failureMessage = (error: unknown): Notice => {
  if (!isApiError(error)) return messageRef('error.code.common.unknown');
  const key = errorMessageKey(error.code);
  if (key) return messageRef(key);
  return error.kind === 'http' && error.message
    ? error.message
    : messageRef('error.code.common.request-failed');
};

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
      return { kind: 'message', message: failureMessage(error) };
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

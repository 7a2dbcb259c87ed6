// What a preflight answer means for the cart (spec §8): the server's prices, or the reason there
// are none. Promo-code refusals are shown beside the field and the cart is priced again without
// the code, so the customer still sees the server's totals.
// A failure is read by preflight-failure.ts, loaded with the first one: the error catalogue and its
// texts are no part of a cart priced without one.
import type { PreflightRequest, PreflightResult } from '@nori/contract';
import type { MessageRef, Translate } from '@nori/domain';

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
 * Prices the request; never rejects for a refusal the storefront knows how to show. Rejects when
 * the failure's reader cannot be loaded either (offline, a new deployment).
 */
export const runPreflight = async (
  call: (request: PreflightRequest) => Promise<PreflightResult>,
  request: PreflightRequest,
): Promise<PreflightOutcome> => {
  try {
    return { result: await call(request), problem: null, promoRefusal: null };
  } catch (error) {
    const { problemOf, promoRefusalOf } = await import('./preflight-failure');
    const promoRefusal = promoRefusalOf(error, request);
    if (promoRefusal) {
      const { promoCode: _refused, ...withoutCode } = request;
      return { ...(await runPreflight(call, withoutCode)), promoRefusal };
    }
    return { result: null, problem: problemOf(error), promoRefusal: null };
  }
};

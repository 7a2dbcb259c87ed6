// What a preflight answer means for the cart (spec §8): the server's prices, or the reason there
// are none. Promo-code refusals are shown beside the field and the cart is priced again without
// the code, so the customer still sees the server's totals.
// A failure is read by preflight-failure.ts, loaded with the first one: the error catalogue and its
// texts are no part of a cart priced without one.
import type { PreflightRequest, PreflightResult } from '@nori/contract';
import type { PreflightOutcome } from './preflight-types';

export { noticeText, type Notice } from '../notice';
export type { PreflightOutcome, PreflightProblem, PromoRefusal } from './preflight-types';

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
    const { problemOf, promoRefusalOf } = await import('../failure/preflight-failure');
    const promoRefusal = promoRefusalOf(error, request);
    if (promoRefusal) {
      const { promoCode: _refused, ...withoutCode } = request;
      return { ...(await runPreflight(call, withoutCode)), promoRefusal };
    }
    return { result: null, problem: problemOf(error), promoRefusal: null };
  }
};

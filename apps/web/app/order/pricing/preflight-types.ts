// What a preflight answer means for the cart, as types: read by preflight-outcome.ts and by the
// failure's reader (order/failure/preflight-failure.ts), which loads with the first failure. Apart
// from both so that neither imports the other (the lazy import went round in a circle).
import type { PreflightResult } from '@nori/contract';
import type { Notice } from '../notice';

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

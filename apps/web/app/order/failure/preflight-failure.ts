// How the cart reads a failed preflight (spec §8): what the storefront does for its code, and the
// message, with the error catalogue's Russian texts. Loaded with the cart's first failure
// (preflight-outcome.ts): most carts are priced without one (issue 17: the cart's first load).
import { isApiError, type PreflightRequest } from '@nori/contract';
import { storefrontReaction } from '@nori/domain';
import { addRussianTexts } from '../../i18n';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';
import { failureMessage, isRetryable } from './failure-notice';
import type { PreflightProblem, PromoRefusal } from '../pricing/preflight-types';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(errorMessagesRu);

export const problemOf = (error: unknown): PreflightProblem => {
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

/** A promo-code refusal of a request that carried a code: shown beside the field, priced without it. */
export const promoRefusalOf = (error: unknown, request: PreflightRequest): PromoRefusal | null => {
  if (!request.promoCode || !isPromoRefusalCode(error)) return null;
  return {
    code: request.promoCode,
    message: failureMessage(error),
    clearsCode: isApiError(error) && storefrontReaction(error.code) === 'clearPromoCode',
  };
};

const isPromoRefusalCode = (error: unknown): boolean => {
  const reaction = isApiError(error) ? storefrontReaction(error.code) : null;
  return reaction === 'showAndResolve' || reaction === 'clearPromoCode';
};

import { ERROR_CODES, isErrorCode, type ErrorCode } from './codes';

/** What the storefront does when a call fails with a code (spec §8). */
export type StorefrontReaction =
  /** Not an error to the customer: the minimum-sum hint already says it. */
  | 'ignore'
  /** Show the message from the first error and rethrow the error (the default for any code). */
  | 'show'
  /** Show the message and let the call resolve quietly (promo codes). */
  | 'showAndResolve'
  /** The order check fails: it returns false. */
  | 'fail'
  /** Drop the promo code and its list. */
  | 'clearPromoCode'
  /** Clear the shown message: the pay type is reset instead. */
  | 'clearMessage'
  /** Show the day-off dialog. */
  | 'dayOffDialog';

export interface ErrorCatalogueEntry {
  /** The status the API answers with. */
  httpStatus: number;
  reaction: StorefrontReaction;
  messageKey: string;
}

const entry = (httpStatus: number, reaction: StorefrontReaction, code: string): ErrorCatalogueEntry => ({
  httpStatus,
  reaction,
  messageKey: `error.code.${code}`,
});

// Promo code messages live under error.code.promo_code.* (spec §8); they are shown and the call resolves.
const promo = (name: string): ErrorCatalogueEntry => entry(422, 'showAndResolve', `promo_code.${name}`);

const C = ERROR_CODES;
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorCatalogueEntry>> = {
  [C.orderSumNotEnough]: entry(422, 'ignore', C.orderSumNotEnough),
  [C.orderSumTooMuch]: entry(422, 'show', C.orderSumTooMuch),
  [C.addressOutOfZone]: entry(422, 'show', C.addressOutOfZone),
  [C.positionNotFoundInResto]: entry(422, 'fail', C.positionNotFoundInResto),
  [C.positionNotAvailable]: entry(422, 'show', C.positionNotAvailable),
  [C.modifierInvalid]: entry(422, 'show', C.modifierInvalid),
  [C.soldOut]: entry(422, 'show', C.soldOut),
  [C.idempotencyKeyReused]: entry(422, 'show', C.idempotencyKeyReused),
  [C.orderInProgress]: entry(409, 'show', C.orderInProgress),
  [C.tooManyOpenOrders]: entry(409, 'show', C.tooManyOpenOrders),
  [C.orderPhoneInvalid]: entry(422, 'show', C.orderPhoneInvalid),
  [C.orderInvalidTransition]: entry(409, 'show', C.orderInvalidTransition),
  [C.paymentUnavailable]: entry(503, 'show', C.paymentUnavailable),
  [C.orderTooLarge]: entry(422, 'show', C.orderTooLarge),
  [C.orderTimePast]: entry(422, 'show', C.orderTimePast),
  [C.orderTimeOutsideHours]: entry(422, 'show', C.orderTimeOutsideHours),
  [C.orderTimeBeyondHorizon]: entry(422, 'show', C.orderTimeBeyondHorizon),
  [C.orderTimeSlotFull]: entry(409, 'show', C.orderTimeSlotFull),
  [C.changeBelowTotal]: entry(422, 'show', C.changeBelowTotal),
  [C.bonusesNotEnough]: entry(409, 'show', C.bonusesNotEnough),
  [C.birthDateAlreadySet]: entry(409, 'show', C.birthDateAlreadySet),
  [C.birthDateInvalid]: entry(422, 'show', C.birthDateInvalid),

  [C.deliveryOnlinePayUnsupported]: entry(422, 'clearMessage', C.deliveryOnlinePayUnsupported),
  [C.deliveryCardPayUnsupported]: entry(422, 'clearMessage', C.deliveryCardPayUnsupported),
  [C.deliveryCashPayUnsupported]: entry(422, 'clearMessage', C.deliveryCashPayUnsupported),
  [C.takeAwayOnlinePayUnsupported]: entry(422, 'clearMessage', C.takeAwayOnlinePayUnsupported),
  [C.takeAwayCardPayUnsupported]: entry(422, 'clearMessage', C.takeAwayCardPayUnsupported),
  [C.takeAwayCashPayUnsupported]: entry(422, 'clearMessage', C.takeAwayCashPayUnsupported),

  [C.promoCodeNotFound]: promo('not-found'),
  [C.promoCodeNotFoundForResto]: promo('not-found-for-resto'),
  [C.promoCodeLimitExceed]: promo('limit-exceed'),
  [C.promoCodePersonLimitExceed]: promo('person-limit-exceed'),
  [C.promoCodeBeforeStart]: promo('before-start'),
  [C.promoCodeAfterFinish]: promo('after-finish'),
  [C.promoCodeInvalidDeliveryType]: { ...promo('invalid-delivery-type'), reaction: 'clearPromoCode' },
  [C.promoCodeNotActive]: promo('not-active'),
  [C.promoCodeHourNotActive]: promo('hour-not-active'),

  [C.restoNotTakingOrders]: entry(409, 'dayOffDialog', C.restoNotTakingOrders),
  [C.restoApiKeyInvalid]: entry(401, 'show', C.restoApiKeyInvalid),
  [C.restoPaused]: entry(409, 'show', C.restoPaused),

  [C.smsCodeAlreadySent]: entry(429, 'show', C.smsCodeAlreadySent),
  [C.phoneInvalid]: entry(422, 'show', C.phoneInvalid),
  [C.smsWrongCode]: entry(400, 'show', C.smsWrongCode),
  [C.smsAttemptsExhausted]: entry(429, 'show', C.smsAttemptsExhausted),
  [C.smsCodeNotFound]: entry(404, 'show', C.smsCodeNotFound),
  [C.smsSendingFailed]: entry(502, 'show', C.smsSendingFailed),
  [C.tokenInvalid]: entry(401, 'show', C.tokenInvalid),
  [C.tokenExpired]: entry(401, 'show', C.tokenExpired),
  [C.authForbidden]: entry(403, 'show', C.authForbidden),

  [C.requestFailed]: entry(500, 'show', C.requestFailed),
  [C.unknown]: entry(500, 'show', C.unknown),
  [C.notFound]: entry(404, 'show', C.notFound),
  [C.badRequest]: entry(400, 'show', C.badRequest),
  [C.unavailable]: entry(503, 'show', C.unavailable),
  [C.tooManyRequests]: entry(429, 'show', C.tooManyRequests),
  // No status came back; 503 is what a proxy would have said for the same failure.
  [C.network]: entry(503, 'show', C.network),
};

export const catalogueEntry = (code: string | null | undefined): ErrorCatalogueEntry | null =>
  isErrorCode(code) ? ERROR_CATALOGUE[code] : null;

/** Any code the catalogue does not know is shown: its message is set and the error rethrown. */
export const storefrontReaction = (code: string | null | undefined): StorefrontReaction =>
  catalogueEntry(code)?.reaction ?? 'show';

/** The message key of a known code; null for unknown codes, whose server message is shown as is. */
export const errorMessageKey = (code: string | null | undefined): string | null =>
  catalogueEntry(code)?.messageKey ?? null;

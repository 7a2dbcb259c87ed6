// Every error code of spec §8, spelled once: the API throws these and the storefront reacts to them.
// The few that every page's code needs (the pay types', the order time's, the network's) live in
// first-load.ts, so the first load carries them and not this whole list.
import { NETWORK_ERROR_CODE, ORDER_TIME_ERROR_CODES, PAY_TYPE_ERROR_CODES } from './first-load';
export const ERROR_CODES = {
  orderSumNotEnough: 'delivery.order-sum-not-enough.range',
  orderSumTooMuch: 'delivery.order-sum-too-much.range',
  addressOutOfZone: 'delivery.address-out-of-zone',
  positionNotFoundInResto: 'person-order.position-not-found-in-resto',
  positionNotAvailable: 'person-order.position-not-available',
  modifierInvalid: 'person-order.modifier-invalid',
  /** A dish, or one of its options, is on the restaurant's stop list (sold out); the message names it. */
  soldOut: 'person-order.sold-out',
  /** The Idempotency-Key of a checkout was already used for another order body. */
  idempotencyKeyReused: 'person-order.idempotency-key-reused',
  /** The dishes add up to more than one order may (MAX_ORDER_SUBTOTAL): split it, or call. */
  orderTooLarge: 'person-order.too-large',
  /** The first request with this Idempotency-Key is still being placed. */
  orderInProgress: 'person-order.in-progress',
  /** The person has too many orders paid on receipt still open at this restaurant (issue 20). */
  tooManyOpenOrders: 'person-order.too-many-open',
  /** The contact phone has the document's form (E.164) but no number anyone can have. */
  orderPhoneInvalid: 'person-order.phone-invalid',
  /** The order cannot move to that status from the one it has (restaurant API). */
  orderInvalidTransition: 'order.invalid-transition',
  /** Online payment could not be started: the payment provider did not answer or is not configured. */
  paymentUnavailable: 'payment.unavailable',

  ...PAY_TYPE_ERROR_CODES,

  promoCodeNotFound: 'promo-code.not-found',
  promoCodeNotFoundForResto: 'promo-code.not-found-for-resto',
  promoCodeLimitExceed: 'promo-code.limit-exceed',
  promoCodePersonLimitExceed: 'promo-code.person-limit-exceed',
  promoCodeBeforeStart: 'promo-code.before-start',
  promoCodeAfterFinish: 'promo-code.after-finish',
  promoCodeInvalidDeliveryType: 'promo-code.invalid-delivery-type',
  promoCodeNotActive: 'promo-code.not-active',
  promoCodeHourNotActive: 'promo-code.hour-not-active',

  ...ORDER_TIME_ERROR_CODES,
  /** 'Change from' for cash is below what the order costs. */
  changeBelowTotal: 'person-order.change-below-total',
  /** The bonuses the order spends are more than the balance has left (another order took them). */
  bonusesNotEnough: 'bonuses.not-enough',
  /** The person's birth date is set already: changing it is not self-service (the birthday bonus). */
  birthDateAlreadySet: 'bonuses.birth-date-already-set',
  /** The birth date is in the future, before 1900 or under 14 years ago. */
  birthDateInvalid: 'bonuses.birth-date-invalid',
  /** The restaurant API's key is missing or is not this restaurant's. */
  restoApiKeyInvalid: 'resto.api-key-invalid',

  smsCodeAlreadySent: 'sign-in.code-already-sent',
  /** A phone number of the document's form that is no number anyone can have (issue 20). */
  phoneInvalid: 'sign-in.phone-invalid',
  smsWrongCode: 'sign-in.wrong-code',
  smsAttemptsExhausted: 'sign-in.attempts-exhausted',
  smsCodeNotFound: 'sign-in.code-not-found',
  smsSendingFailed: 'sign-in.sending-failed',
  tokenInvalid: 'token.invalid',
  tokenExpired: 'token.expired',
  authForbidden: 'auth.forbidden',

  requestFailed: 'common.request-failed',
  unknown: 'common.unknown',
  notFound: 'common.not-found',
  badRequest: 'common.bad-request',
  unavailable: 'common.unavailable',
  /** A rate limit was reached (orders, catalog reads, status streams); Retry-After says when to retry. */
  tooManyRequests: 'common.too-many-requests',
  network: NETWORK_ERROR_CODE,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const ALL_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && ALL_CODES.has(code);

/** Every reason a promo code is refused (spec §8); pricing/promo-code.ts picks one of them. */
export const PROMO_CODE_ERROR_CODES = [
  ERROR_CODES.promoCodeNotFound,
  ERROR_CODES.promoCodeNotFoundForResto,
  ERROR_CODES.promoCodeLimitExceed,
  ERROR_CODES.promoCodePersonLimitExceed,
  ERROR_CODES.promoCodeBeforeStart,
  ERROR_CODES.promoCodeAfterFinish,
  ERROR_CODES.promoCodeInvalidDeliveryType,
  ERROR_CODES.promoCodeNotActive,
  ERROR_CODES.promoCodeHourNotActive,
] as const;

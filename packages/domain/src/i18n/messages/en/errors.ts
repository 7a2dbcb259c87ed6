// The English texts of errors.ts's area (its Russian in ../ru/errors.ts).
export const errorMessagesEn = {
  'error.code.delivery.order-sum-not-enough.range': 'The order total is below the minimum',
  'error.code.delivery.order-sum-too-much.range':
    'The order total is above the maximum. Please split the order',
  'error.code.delivery.address-out-of-zone': 'The address is outside the delivery area',
  'error.code.person-order.position-not-found-in-resto':
    'The dish is not on the menu of the chosen restaurant',
  'error.code.person-order.position-not-available': 'The dish cannot be ordered right now',
  'error.code.person-order.modifier-invalid': 'Some of the chosen extras are not allowed for the dish',
  'error.code.person-order.sold-out': 'Sold out: {name}. Please remove it from the cart',
  'error.code.person-order.idempotency-key-reused':
    'This checkout was already placed with a different cart. Please reload the page',
  'error.code.person-order.in-progress': 'The order is already being placed. Please wait a few seconds',
  'error.code.person-order.phone-invalid': 'This phone number does not exist. Please check it',
  'error.code.person-order.too-many-open':
    'Several of your orders at this restaurant are still waiting to be paid on receipt. Wait for them or pay online',
  'error.code.order.invalid-transition': 'The order cannot move to that status',
  'error.code.bonuses.not-enough':
    'Your bonus balance is lower than this order spends: another order has used them. Please check the cart again.',
  'error.code.bonuses.birth-date-already-set':
    'Your birthday is already set. To change it, please contact support',
  'error.code.bonuses.birth-date-invalid':
    'Please check the birth date: it cannot be in the future, before 1900 or less than 14 years ago',
  'error.code.person-order.too-large':
    'The order is too large for one delivery: split it into several, or call the restaurant',
  'error.code.payment.unavailable':
    'Online payment is unavailable right now. Try again or choose another way to pay',
  'error.code.doesnt-support-delivery-online-pay':
    'The restaurant does not accept online payment for delivery',
  'error.code.doesnt-support-delivery-card-pay': 'The restaurant does not accept card payment to the courier',
  'error.code.doesnt-support-delivery-cash-pay': 'The restaurant does not accept cash payment to the courier',
  'error.code.doesnt-support-takeaway-online': 'The restaurant does not accept online payment for takeaway',
  'error.code.doesnt-support-takeaway-card-pay': 'The restaurant does not accept card payment for takeaway',
  'error.code.doesnt-support-takeaway-cash-pay': 'The restaurant does not accept cash payment for takeaway',
  'error.code.promo_code.not-found': 'Promo code not found',
  'error.code.promo_code.not-found-for-resto':
    'The promo code is not valid at the chosen restaurant. Please check the conditions',
  'error.code.promo_code.limit-exceed': 'The promo code has already been used',
  'error.code.promo_code.person-limit-exceed': 'You have used this promo code the maximum number of times',
  'error.code.promo_code.before-start': 'The promo code is not active yet',
  'error.code.promo_code.after-finish': 'The promo code has expired',
  'error.code.promo_code.invalid-delivery-type': 'The promo code is not valid for the chosen order type',
  'error.code.promo_code.not-active': 'The promo code is no longer valid',
  'error.code.promo_code.hour-not-active':
    'The promo code is unavailable at this hour. You can apply it later — check the schedule',
  'error.code.order-time.past':
    'That time has passed or comes before we could have the order ready. Choose a later time',
  'error.code.order-time.outside-hours':
    'The restaurant does not take orders for that time. Choose another time',
  'error.code.order-time.beyond-horizon': 'Orders for that day cannot be placed yet',
  'error.code.order-time.slot-full': 'That time is fully booked. Choose another time',
  'error.code.person-order.change-below-total': 'The amount to give change from is less than the order total',
  'error.code.resto.not-taking-orders': 'The restaurant is not taking orders right now',
  'error.code.resto.api-key-invalid': "The restaurant's API key is invalid",
  'error.code.resto.paused': 'The restaurant is very busy right now: please order for a later time',
  'error.code.sign-in.phone-invalid': 'This phone number does not exist. Please check it',
  'error.code.sign-in.code-already-sent':
    'The code has already been sent. A new code can be requested once every 90 seconds',
  'error.code.sign-in.wrong-code': 'Wrong SMS code',
  'error.code.sign-in.attempts-exhausted': 'No attempts left. Please try again in an hour',
  'error.code.sign-in.code-not-found': 'No code was found for this number. Please request a new one',
  'error.code.sign-in.sending-failed': 'Could not send the SMS. Please try again later',
  'error.code.token.invalid': 'Invalid token specified',
  'error.code.token.expired': 'Your session has expired. Please sign in again',
  'error.code.auth.forbidden': 'Access denied',
  'error.code.common.request-failed': 'The request failed',
  'error.code.common.unknown': 'Unknown error',
  'error.code.common.not-found': 'Not found',
  'error.code.common.bad-request': 'Bad request',
  'error.code.common.unavailable': 'The service is temporarily unavailable. Please try again later',
  'error.code.common.too-many-requests': 'Too many requests. Please try again a little later',
  'error.code.common.network': 'Network error when attempting to fetch resource.',
} satisfies Record<string, string>;

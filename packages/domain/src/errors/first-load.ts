// The error codes that code on every page's first load names: the pay types' refusals (the cart
// and the place step check the restaurant's pay modes), the order time's (the time choice) and the
// network's (the API client). Apart from codes.ts, whose whole list the first load does not need;
// ERROR_CODES includes these, so each code is still spelled once.

/** Never sent by the API: the client's code for a call that got no answer (spec §8). */
export const NETWORK_ERROR_CODE = 'common.network';

export const PAY_TYPE_ERROR_CODES = {
  deliveryOnlinePayUnsupported: 'doesnt-support-delivery-online-pay',
  deliveryCardPayUnsupported: 'doesnt-support-delivery-card-pay',
  deliveryCashPayUnsupported: 'doesnt-support-delivery-cash-pay',
  takeAwayOnlinePayUnsupported: 'doesnt-support-takeaway-online',
  takeAwayCardPayUnsupported: 'doesnt-support-takeaway-card-pay',
  takeAwayCashPayUnsupported: 'doesnt-support-takeaway-cash-pay',
} as const;

export const ORDER_TIME_ERROR_CODES = {
  restoNotTakingOrders: 'resto.not-taking-orders',
  /** The requested time has passed, or is sooner than the kitchen (and the courier) can make it. */
  orderTimePast: 'order-time.past',
  /** The requested time is not one of the restaurant's slots: outside its hours or off the grid. */
  orderTimeOutsideHours: 'order-time.outside-hours',
  /** The requested day is further ahead than the restaurant takes orders for. */
  orderTimeBeyondHorizon: 'order-time.beyond-horizon',
  /** The slot holds as many orders as the kitchen takes; the error names the next free one. */
  orderTimeSlotFull: 'order-time.slot-full',
  /** Busy mode: the restaurant takes this order type only for a later slot for now (issue 37). */
  restoPaused: 'resto.paused',
} as const;

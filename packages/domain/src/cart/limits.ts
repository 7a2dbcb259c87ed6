// How much one order may hold (spec §9). The server's order schema refuses more, and the cart
// never builds more: its steppers stop at the limits and the reducer holds them, so a customer
// cannot fill a cart that checkout would refuse.

/** Of one line (one dish with one set of options). */
export const LINE_COUNT_MAX = 999;
/** Distinct lines in one order. */
export const CART_LINES_MAX = 200;
/** People the order is for. */
export const PERSON_COUNT_MIN = 1;
export const PERSON_COUNT_MAX = 99;
/**
 * The most a cash customer may ask change from, in minor units (1,000,000.00): far above any
 * order, and within the database's 32-bit column (2^31 answered 500 before, issue 35).
 */
export const CHANGE_FROM_MAX = 100_000_000;

// The life of an order: which status may follow which. Online payment goes through
// AWAITING_PAYMENT to PAID or PAYMENT_FAILED; every order the restaurant takes is ACCEPTED, then
// COOKING, then ON_THE_WAY (delivery) or READY_FOR_PICKUP (take-away), then DONE. An order may be
// CANCELLED until it leaves the kitchen. A failed online payment may be tried again, or
// replaced by payment on receipt. Payment notifications and restaurant systems repeat
// themselves, so asking for the status an order already has is a no-op, never an error.
import type { DeliveryType } from '../types';

export const ORDER_STATUSES = [
  'NEW',
  'AWAITING_PAYMENT',
  'PAID',
  'PAYMENT_FAILED',
  'ACCEPTED',
  'COOKING',
  'ON_THE_WAY',
  'READY_FOR_PICKUP',
  'DONE',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ['AWAITING_PAYMENT', 'ACCEPTED', 'CANCELLED'],
  AWAITING_PAYMENT: ['PAID', 'PAYMENT_FAILED', 'CANCELLED'],
  PAID: ['ACCEPTED', 'CANCELLED'],
  // The customer pays again: online (a new payment) or on receipt (the order starts over as NEW).
  PAYMENT_FAILED: ['AWAITING_PAYMENT', 'NEW', 'CANCELLED'],
  ACCEPTED: ['COOKING', 'CANCELLED'],
  COOKING: ['ON_THE_WAY', 'READY_FOR_PICKUP', 'CANCELLED'],
  ON_THE_WAY: ['DONE'],
  READY_FOR_PICKUP: ['DONE'],
  DONE: [],
  CANCELLED: [],
};

/** The hand-over status that fits the order type: couriers carry deliveries, guests collect take-away. */
const HANDOVER: Readonly<Record<DeliveryType, OrderStatus>> = {
  DELIVERY: 'ON_THE_WAY',
  TAKE_AWAY: 'READY_FOR_PICKUP',
};

export type OrderTransition =
  | { kind: 'changed'; status: OrderStatus }
  /** The order already has this status: a repeated event changes nothing. */
  | { kind: 'unchanged'; status: OrderStatus }
  | { kind: 'refused'; from: OrderStatus; to: OrderStatus };

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses an order may move to next (empty once it is DONE or CANCELLED). */
export function nextOrderStatuses(from: OrderStatus, deliveryType: DeliveryType): OrderStatus[] {
  const wrongHandover = HANDOVER[deliveryType === 'DELIVERY' ? 'TAKE_AWAY' : 'DELIVERY'];
  return NEXT[from].filter((status) => status !== wrongHandover);
}

/** Whether an order of this type may move from `from` to `to`; the same status is a no-op. */
export function orderTransition(
  from: OrderStatus,
  to: OrderStatus,
  deliveryType: DeliveryType,
): OrderTransition {
  if (from === to) return { kind: 'unchanged', status: from };
  return nextOrderStatuses(from, deliveryType).includes(to)
    ? { kind: 'changed', status: to }
    : { kind: 'refused', from, to };
}

/** DONE, CANCELLED and PAYMENT_FAILED orders will not change on their own any more (a failed payment changes only when the customer pays again). */
export const isFinalOrderStatus = (status: OrderStatus): boolean =>
  status === 'DONE' || status === 'CANCELLED' || status === 'PAYMENT_FAILED';

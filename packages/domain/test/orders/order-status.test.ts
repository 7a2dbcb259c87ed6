import { describe, expect, it } from 'vitest';
import {
  isFinalOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  orderTransition,
  type OrderStatus,
} from '../../src/orders';
import type { DeliveryType } from '../../src/types';

/** Applies the statuses in turn, failing on the first one that is refused. */
function walk(deliveryType: DeliveryType, path: OrderStatus[]): OrderStatus {
  let status: OrderStatus = 'NEW';
  for (const next of path) {
    const result = orderTransition(status, next, deliveryType);
    if (result.kind === 'refused') throw new Error(`${status} → ${next} refused`);
    status = result.status;
  }
  return status;
}

describe('orderTransition', () => {
  it('takes a delivery paid online from NEW to DONE', () => {
    expect(walk('DELIVERY', ['AWAITING_PAYMENT', 'PAID', 'ACCEPTED', 'COOKING', 'ON_THE_WAY', 'DONE'])).toBe(
      'DONE',
    );
  });

  it('takes a take-away paid on receipt from NEW through READY_FOR_PICKUP to DONE', () => {
    expect(walk('TAKE_AWAY', ['ACCEPTED', 'COOKING', 'READY_FOR_PICKUP', 'DONE'])).toBe('DONE');
  });

  it('refuses the hand-over status of the other order type', () => {
    expect(orderTransition('COOKING', 'READY_FOR_PICKUP', 'DELIVERY')).toEqual({
      kind: 'refused',
      from: 'COOKING',
      to: 'READY_FOR_PICKUP',
    });
    expect(orderTransition('COOKING', 'ON_THE_WAY', 'TAKE_AWAY').kind).toBe('refused');
  });

  it('refuses skipping steps and going back', () => {
    expect(orderTransition('NEW', 'COOKING', 'DELIVERY').kind).toBe('refused');
    expect(orderTransition('AWAITING_PAYMENT', 'ACCEPTED', 'DELIVERY').kind).toBe('refused');
    expect(orderTransition('COOKING', 'ACCEPTED', 'DELIVERY').kind).toBe('refused');
    expect(orderTransition('PAYMENT_FAILED', 'PAID', 'DELIVERY').kind).toBe('refused');
  });

  it('lets a failed online payment be paid again, online or on receipt, but never marked paid directly', () => {
    expect(orderTransition('PAYMENT_FAILED', 'AWAITING_PAYMENT', 'DELIVERY').kind).toBe('changed');
    expect(orderTransition('PAYMENT_FAILED', 'NEW', 'TAKE_AWAY').kind).toBe('changed');
    expect(orderTransition('PAYMENT_FAILED', 'ACCEPTED', 'DELIVERY').kind).toBe('refused');
  });

  it('treats the status the order already has as a no-op, however often it comes', () => {
    let status: OrderStatus = walk('DELIVERY', ['AWAITING_PAYMENT', 'PAID']);
    for (let delivered = 0; delivered < 10; delivered += 1) {
      const result = orderTransition(status, 'PAID', 'DELIVERY');
      expect(result).toEqual({ kind: 'unchanged', status: 'PAID' });
      status = result.kind === 'refused' ? status : result.status;
    }
  });

  it('cancels until the order leaves the kitchen, never after', () => {
    for (const from of ['NEW', 'AWAITING_PAYMENT', 'PAID', 'PAYMENT_FAILED', 'ACCEPTED', 'COOKING'] as const)
      expect(orderTransition(from, 'CANCELLED', 'DELIVERY').kind).toBe('changed');
    for (const from of ['ON_THE_WAY', 'READY_FOR_PICKUP', 'DONE'] as const)
      expect(orderTransition(from, 'CANCELLED', 'TAKE_AWAY').kind).toBe('refused');
  });

  it('lets nothing follow DONE or CANCELLED', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderTransition('DONE', status, 'DELIVERY').kind).toBe(
        status === 'DONE' ? 'unchanged' : 'refused',
      );
      expect(nextOrderStatuses('CANCELLED', 'TAKE_AWAY')).toEqual([]);
    }
  });
});

describe('isFinalOrderStatus', () => {
  it('is true only for DONE, CANCELLED and PAYMENT_FAILED', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['PAYMENT_FAILED', 'DONE', 'CANCELLED']);
  });
});

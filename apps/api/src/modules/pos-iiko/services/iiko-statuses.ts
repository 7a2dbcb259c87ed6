// iiko's delivery statuses in Nori's terms. iiko's till may skip steps Nori's order life has
// (an order confirmed and cooked in one go), so an event names the status to reach and the steps
// are walked in order; Unconfirmed (not yet looked at) moves nothing.
import type { DeliveryType, OrderStatus } from '@nori/domain';
import type { IikoDeliveryStatus } from '../../../adapters/iiko/iiko-api';

export function noriStatusOf(status: IikoDeliveryStatus, deliveryType: DeliveryType): OrderStatus | null {
  const handover: OrderStatus = deliveryType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY_FOR_PICKUP';
  switch (status) {
    case 'Unconfirmed':
      return null;
    case 'WaitCooking':
    case 'ReadyForCooking':
      return 'ACCEPTED';
    case 'CookingStarted':
      return 'COOKING';
    // Cooked and waiting: for a courier (still the kitchen's), or for the guest who collects it.
    case 'CookingCompleted':
    case 'Waiting':
      return deliveryType === 'DELIVERY' ? 'COOKING' : 'READY_FOR_PICKUP';
    case 'OnWay':
      return handover;
    case 'Delivered':
    case 'Closed':
      return 'DONE';
    case 'Cancelled':
      return 'CANCELLED';
  }
}

/** The statuses to move through, from `current` to `target`; empty when the order is there or past it. */
export function stepsTo(
  current: OrderStatus,
  target: OrderStatus,
  deliveryType: DeliveryType,
): OrderStatus[] {
  if (target === 'CANCELLED') return current === 'CANCELLED' ? [] : ['CANCELLED'];
  const path: OrderStatus[] = [
    'ACCEPTED',
    'COOKING',
    deliveryType === 'DELIVERY' ? 'ON_THE_WAY' : 'READY_FOR_PICKUP',
    'DONE',
  ];
  const to = path.indexOf(target);
  const from = path.indexOf(current);
  if (to < 0 || from >= to) return [];
  return path.slice(from + 1, to + 1);
}

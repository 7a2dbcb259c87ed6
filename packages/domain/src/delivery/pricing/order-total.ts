import type { MinorUnits } from '../../brand';
import { sumMinorUnits } from '../../money';
import type { DeliveryType } from '../../types';

/** Spec §4: cart total + delivery cost when the type is DELIVERY and the cost is known. */
export const orderTotal = (
  cartTotal: MinorUnits,
  deliveryType: DeliveryType,
  deliveryCost: MinorUnits | null,
): MinorUnits =>
  deliveryType === 'DELIVERY' && deliveryCost !== null ? sumMinorUnits([cartTotal, deliveryCost]) : cartTotal;

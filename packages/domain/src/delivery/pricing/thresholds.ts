import { minorUnits, type MinorUnits, type Minutes } from '../../brand';
import type { ZoneRule } from '../zones';

/** A delivery tier (spec §3): orders in [min, max) are delivered for deliveryCost. */
export interface DeliveryThreshold {
  deliveryCost: MinorUnits;
  deliveryTime: Minutes;
  orderPrice: { min: MinorUnits; max: MinorUnits | null };
}

export type DeliveryTierState =
  /** The zone has no rules: nothing to say about sums or cost. */
  | { kind: 'noTiers' }
  | { kind: 'belowMinimum'; minimum: MinorUnits; messageKey: 'delivery.order.minimum' }
  | { kind: 'aboveMaximum'; maximum: MinorUnits; messageKey: 'delivery.order.maximum' }
  | {
      kind: 'inTier';
      current: DeliveryThreshold;
      /** The next tier a larger order reaches, if any. */
      next: DeliveryThreshold | null;
      /** How much more to order to reach `next`. */
      untilNext: MinorUnits | null;
    };

const byOrderPrice = (a: DeliveryThreshold, b: DeliveryThreshold): number =>
  a.orderPrice.min - b.orderPrice.min ||
  (a.orderPrice.max ?? Number.POSITIVE_INFINITY) - (b.orderPrice.max ?? Number.POSITIVE_INFINITY);

export const buildThresholds = (rules: readonly ZoneRule[]): DeliveryThreshold[] =>
  rules
    .map((rule) => ({
      deliveryCost: rule.deliveryPrice,
      deliveryTime: rule.time,
      orderPrice: { min: rule.minOrderPrice, max: rule.maxOrderPrice },
    }))
    .sort(byOrderPrice);

const contains = (threshold: DeliveryThreshold, total: MinorUnits): boolean =>
  threshold.orderPrice.min <= total &&
  (threshold.orderPrice.max === null || total < threshold.orderPrice.max);

/** The largest max over all tiers; null when a tier has no upper limit. */
const overallMaximum = (thresholds: readonly DeliveryThreshold[]): MinorUnits | null =>
  thresholds.some((threshold) => threshold.orderPrice.max === null)
    ? null
    : minorUnits(Math.max(...thresholds.map((threshold) => threshold.orderPrice.max ?? 0)));

/**
 * Where the cart total stands among the tiers (spec §4): below the minimum of all tiers, at or
 * above the maximum, or in the tier with min <= total < max, followed by the next tier.
 * A total in a gap between tiers is below the minimum of the tier above the gap: no tier
 * delivers it yet.
 */
export const deliveryTierState = (
  total: MinorUnits,
  thresholds: readonly DeliveryThreshold[],
): DeliveryTierState => {
  const sorted = [...thresholds].sort(byOrderPrice);
  const lowest = sorted[0];
  if (lowest === undefined) return { kind: 'noTiers' };

  const maximum = overallMaximum(sorted);
  if (maximum !== null && total >= maximum) {
    return { kind: 'aboveMaximum', maximum, messageKey: 'delivery.order.maximum' };
  }
  const current = sorted.find((threshold) => contains(threshold, total));
  const next = sorted.find((threshold) => threshold.orderPrice.min > total) ?? null;
  if (current === undefined) {
    const minimum = (next ?? lowest).orderPrice.min;
    return { kind: 'belowMinimum', minimum, messageKey: 'delivery.order.minimum' };
  }
  const untilNext = next === null ? null : minorUnits(next.orderPrice.min - total);
  return { kind: 'inTier', current, next, untilNext };
};

/** The delivery cost for this state, or null when the order cannot be delivered as it is. */
export const deliveryCostOf = (state: DeliveryTierState): MinorUnits | null =>
  state.kind === 'inTier' ? state.current.deliveryCost : null;

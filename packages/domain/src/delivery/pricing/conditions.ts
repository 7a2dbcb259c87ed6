// The 'Условия доставки' table's rows (the location dialog's): apart from the cart's hints, so the
// cart's first load does not carry them.
import { messageRef, type MessageParam, type MessageRef } from '../../i18n/types';
import type { DeliveryMessageKey } from '../../i18n/messages/delivery';
import { money } from '../../money';
import { deliveryCostLabel, deliveryTimeLabel } from './hints';
import type { DeliveryThreshold } from './thresholds';

const ref = (key: DeliveryMessageKey, params?: Record<string, MessageParam>): MessageRef =>
  messageRef(key, params);

export interface DeliveryConditionRow {
  threshold: DeliveryThreshold;
  /** 'От {min} — доставка {price}', or 'От {min} — доставка бесплатно'. */
  label: MessageRef;
  cost: MessageParam;
  time: MessageRef | null;
}

/** The rows of the 'Условия доставки' table, one per tier, in the given order (buildThresholds sorts). */
export const deliveryConditions = (
  thresholds: readonly DeliveryThreshold[],
  currency: string,
): DeliveryConditionRow[] =>
  thresholds.map((threshold) => {
    const cost = deliveryCostLabel(threshold.deliveryCost, currency);
    return {
      threshold,
      // A free tier reads 'доставка бесплатно', not 'доставка Бесплатно'.
      label:
        threshold.deliveryCost === 0
          ? ref('delivery.conditions.rowFree', { min: money(threshold.orderPrice.min, currency) })
          : ref('delivery.conditions.row', { min: money(threshold.orderPrice.min, currency), price: cost }),
      cost,
      time: deliveryTimeLabel(threshold.deliveryTime),
    };
  });

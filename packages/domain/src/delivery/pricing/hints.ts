import { minorUnits, type MinorUnits, type Minutes } from '../../brand';
import { messageRef, type MessageParam, type MessageRef } from '../../i18n/types';
import type { DeliveryMessageKey } from '../../i18n/messages/delivery';
import { money } from '../../money';
import type { DeliveryTierState } from './thresholds';

// Everything here returns message keys with parameters (spec §8), not text: the translator
// picks the words and formats the Money parameters in the reader's locale.

const ref = (key: DeliveryMessageKey, params?: Record<string, MessageParam>): MessageRef =>
  messageRef(key, params);

/** Cost 0 shows 'Бесплатно'; any other cost shows as money. */
export const deliveryCostLabel = (cost: MinorUnits, currency: string): MessageParam =>
  cost === 0 ? ref('delivery.cost.free') : money(cost, currency);

/** Delivery time in minutes, shown only when it is non-zero. */
export const deliveryTimeLabel = (time: Minutes): MessageRef | null =>
  time === 0 ? null : ref('delivery.time.minutes', { minutes: time });

/**
 * 'Ещё {amount} до бесплатной доставки' when the next tier is free, 'Ещё {amount} до доставки
 * за {price}' otherwise. No hint when there is no next tier, or when it does not make delivery
 * cheaper: urging a customer to order more to pay more for delivery would be wrong.
 */
export const nextTierHint = (state: DeliveryTierState, currency: string): MessageRef | null => {
  if (state.kind !== 'inTier' || state.next === null || state.untilNext === null) return null;
  if (state.next.deliveryCost >= state.current.deliveryCost) return null;
  const amount = money(state.untilNext, currency);
  return state.next.deliveryCost === 0
    ? ref('delivery.hint.untilFree', { amount })
    : ref('delivery.hint.untilPrice', { amount, price: money(state.next.deliveryCost, currency) });
};

/** 'Ещё {amount} до минимальной суммы заказа': what to add when the cart is below every tier. */
export const untilMinimumHint = (
  state: DeliveryTierState,
  total: MinorUnits,
  currency: string,
): MessageRef | null =>
  state.kind === 'belowMinimum' && state.minimum > total
    ? ref('delivery.hint.untilMinimum', { amount: money(minorUnits(state.minimum - total), currency) })
    : null;

/** 'Минимальная сумма заказа' / 'Максимальная сумма заказа' with the amount, when the total is out of range. */
export const orderLimitNotice = (
  state: DeliveryTierState,
  currency: string,
): { label: MessageRef; amount: MessageParam } | null => {
  if (state.kind === 'belowMinimum')
    return { label: ref(state.messageKey), amount: money(state.minimum, currency) };
  if (state.kind === 'aboveMaximum')
    return { label: ref(state.messageKey), amount: money(state.maximum, currency) };
  return null;
};

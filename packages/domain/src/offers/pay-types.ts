import { PAY_TYPE_ERROR_CODES as CODES } from '../errors/first-load';
import { PAY_TYPES, type DeliveryType, type PayConfig, type PayModeConfig, type PayType } from '../types';

const modeOf = (payConfig: PayConfig, deliveryType: DeliveryType): PayModeConfig =>
  deliveryType === 'DELIVERY' ? payConfig.delivery : payConfig.takeAway;

const isEnabled = (mode: PayModeConfig, payType: PayType): boolean => {
  switch (payType) {
    case 'CARD_ONLINE':
      // A non-empty string names the payment engine account that takes the payment (spec §3).
      return mode.cardOnline.length > 0;
    case 'CARD_UPON_RECEIPT':
      return mode.cardUponReceipt;
    case 'CASH_UPON_RECEIPT':
      return mode.cashUponReceipt;
  }
};

/** The pay types a restaurant takes for a delivery type: CARD_ONLINE, CARD_UPON_RECEIPT, CASH_UPON_RECEIPT. */
export const payTypesFor = (payConfig: PayConfig, deliveryType: DeliveryType): PayType[] =>
  PAY_TYPES.filter((payType) => isEnabled(modeOf(payConfig, deliveryType), payType));

/** CARD_ONLINE if the restaurant takes it, else the first pay type it takes, else null. */
export const defaultPayType = (payConfig: PayConfig, deliveryType: DeliveryType): PayType | null => {
  const payTypes = payTypesFor(payConfig, deliveryType);
  return payTypes.includes('CARD_ONLINE') ? 'CARD_ONLINE' : (payTypes[0] ?? null);
};

/**
 * The pay type an order goes with: the customer's choice while the restaurant takes it for this
 * order type (also after a change of restaurant, spec §4), else the default.
 */
export const payTypeToUse = (
  current: PayType | null,
  payConfig: PayConfig,
  deliveryType: DeliveryType,
): PayType | null =>
  current !== null && payTypesFor(payConfig, deliveryType).includes(current)
    ? current
    : defaultPayType(payConfig, deliveryType);

const REJECTIONS = {
  DELIVERY: {
    CARD_ONLINE: CODES.deliveryOnlinePayUnsupported,
    CARD_UPON_RECEIPT: CODES.deliveryCardPayUnsupported,
    CASH_UPON_RECEIPT: CODES.deliveryCashPayUnsupported,
  },
  TAKE_AWAY: {
    CARD_ONLINE: CODES.takeAwayOnlinePayUnsupported,
    CARD_UPON_RECEIPT: CODES.takeAwayCardPayUnsupported,
    CASH_UPON_RECEIPT: CODES.takeAwayCashPayUnsupported,
  },
} as const;

export type PayTypeRejection = (typeof REJECTIONS)[DeliveryType][PayType];

/**
 * The API's check of an order's pay type: null when the restaurant takes it (or the preflight
 * names none, as it may), else the pay-mode error code of spec §8.
 */
export const payTypeRejection = (
  payConfig: PayConfig,
  deliveryType: DeliveryType,
  payType: PayType | null | undefined,
): PayTypeRejection | null => {
  if (payType === null || payType === undefined) return null;
  return isEnabled(modeOf(payConfig, deliveryType), payType) ? null : REJECTIONS[deliveryType][payType];
};

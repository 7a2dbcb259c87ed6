// Saving the location (spec §4): city, delivery type, restaurant and place are stored; the pay
// type is kept only if the new restaurant takes it for the new type, else its first one or none.
// Take-away keeps the last delivery place stored (nothing reads it for take-away), so switching
// back to delivery starts from that address instead of an empty form.
import type { Resto } from '@nori/contract';
import { isDeliveryType, PAY_TYPES, payTypeToUse, type DeliveryType, type PayType } from '@nori/domain';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { isPositiveInt, readStored, removeStored, writeStored } from '../../../platform/stored-settings';
import { storeLocation } from '../../../catalog';
import type { DeliveryPlace } from './delivery-place';

const isPayType = (value: unknown): value is PayType => PAY_TYPES.some((payType) => payType === value);

export interface SavedLocation {
  cityId: number;
  resto: Resto;
  deliveryType: DeliveryType;
  /** null for take-away. */
  place: DeliveryPlace | null;
}

export const saveLocation = ({ cityId, resto, deliveryType, place }: SavedLocation): void => {
  storeLocation({ cityId, restoId: resto.id, deliveryType });
  if (place) writeStored(STORED_KEYS.orderPlace, place);
  const payType = payTypeToUse(
    readStored(STORED_KEYS.orderPayType, isPayType),
    resto.payConfig,
    deliveryType,
  );
  if (payType) writeStored(STORED_KEYS.orderPayType, payType);
  else removeStored(STORED_KEYS.orderPayType);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Field by field: the stored place may have been written with its keys in another order.
const samePlace = (stored: Record<string, unknown> | null, place: DeliveryPlace | null): boolean => {
  if (stored === null || place === null) return stored === place;
  const location = stored['location'] as { lat?: unknown; lng?: unknown } | undefined;
  return (
    (['address', 'apartment', 'entrance', 'floor', 'intercom', 'comment'] as const).every(
      (field) => stored[field] === place[field],
    ) &&
    location?.lat === place.location.lat &&
    location.lng === place.location.lng
  );
};

/** Nothing changed (spec §4): the dialog just closes, without a reload of the catalog. */
export const isUnchanged = ({ cityId, resto, deliveryType, place }: SavedLocation): boolean => {
  const storedPlace = readStored(STORED_KEYS.orderPlace, isObject);
  return (
    readStored(STORED_KEYS.cityId, isPositiveInt) === cityId &&
    readStored(STORED_KEYS.restoId, isPositiveInt) === resto.id &&
    readStored(STORED_KEYS.orderDeliveryType, isDeliveryType) === deliveryType &&
    // Take-away has no place; the delivery place it keeps is not a change.
    (deliveryType === 'TAKE_AWAY' || samePlace(storedPlace, place))
  );
};

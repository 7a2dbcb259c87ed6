// Where the order goes, as the location selection stored it (spec §3: order delivery type and
// place). Read here rather than through the location feature: the cart needs the stored values
// on every page, while the location feature is a lazily loaded dialog.
import { DELIVERY_TYPES, type DeliveryType } from '@nori/domain';
import { STORED_KEYS } from '../platform/stored-keys';
import { useStored } from '../platform/use-stored';

export interface StoredPlace {
  address: string;
  location: { lat: number; lng: number };
  apartment: string;
  entrance: string;
  floor: string;
  intercom: string;
  comment: string;
}

const TEXT_FIELDS = ['address', 'apartment', 'entrance', 'floor', 'intercom', 'comment'] as const;

const isDeliveryType = (value: unknown): value is DeliveryType =>
  DELIVERY_TYPES.some((deliveryType) => deliveryType === value);

export const isStoredPlace = (value: unknown): value is StoredPlace => {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  const location = place['location'] as Record<string, unknown> | null | undefined;
  return (
    TEXT_FIELDS.every((field) => typeof place[field] === 'string') &&
    typeof location?.['lat'] === 'number' &&
    typeof location['lng'] === 'number'
  );
};

/** undefined until hydration is over (the browser's storage), then the stored values or null. */
export const useStoredDeliveryType = (): DeliveryType | null | undefined =>
  useStored(STORED_KEYS.orderDeliveryType, isDeliveryType);

export const useStoredPlace = (): StoredPlace | null | undefined =>
  useStored(STORED_KEYS.orderPlace, isStoredPlace);

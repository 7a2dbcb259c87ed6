// The visitor's chosen city and restaurant (spec §3: selected city id, selected resto id).
import type { DeliveryType } from '@nori/domain';
import { STORED_KEYS } from '../platform/stored-keys';
import { isPositiveInt, readStored, removeStored, writeStored } from '../platform/stored-settings';
import type { StoredLocation } from './catalog-snapshot';

export const readStoredLocation = (): StoredLocation => ({
  cityId: readStored(STORED_KEYS.cityId, isPositiveInt),
  restoId: readStored(STORED_KEYS.restoId, isPositiveInt),
});

export const storeLocation = (location: {
  cityId: number;
  restoId: number;
  deliveryType: DeliveryType;
}): void => {
  writeStored(STORED_KEYS.cityId, location.cityId);
  writeStored(STORED_KEYS.restoId, location.restoId);
  writeStored(STORED_KEYS.orderDeliveryType, location.deliveryType);
};

export const storeCity = (cityId: number): void => {
  writeStored(STORED_KEYS.cityId, cityId);
  removeStored(STORED_KEYS.restoId);
};

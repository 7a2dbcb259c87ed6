// The one order type every part of the storefront works with (issue 19): the menu shown, the cart,
// the app bar, the location dialog and 'order again' all read it here, so none of them can guess
// differently when the stored type is missing or the restaurant no longer takes it.
import type { DeliveryZone, Resto } from '@nori/contract';
import { isDeliveryType, orderTypeOf, restoOrderTypes, type DeliveryType } from '@nori/domain';
import { STORED_KEYS } from '../platform/stored-keys';
import { useStored } from '../platform/use-stored';
import { useBootSnapshot } from './boot-provider';

/** The order types a restaurant takes (spec §4: a menu, a pay type, and for delivery a zone). */
export const orderTypesOf = (resto: Resto, zones: readonly DeliveryZone[]): DeliveryType[] =>
  restoOrderTypes(
    resto,
    zones.some((zone) => zone.restoId === resto.id),
  );

/**
 * The stored type while the chosen restaurant takes it, else the one it falls back to (none
 * stored: spec §4's default). undefined until hydration; the stored value until the boot knows
 * the restaurant.
 */
export const useOrderType = (): DeliveryType | null | undefined => {
  const stored = useStored(STORED_KEYS.orderDeliveryType, isDeliveryType);
  const snapshot = useBootSnapshot();
  const resto = snapshot?.resto;
  if (stored === undefined || !resto) return stored;
  return orderTypeOf(stored, orderTypesOf(resto, snapshot.zones));
};

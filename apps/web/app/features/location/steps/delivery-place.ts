// The delivery place as stored (spec §3 order draft: place{address, apartment, comment, entrance,
// floor, intercom, location}) and the check of its address (spec §5), by the domain's rule. The
// details are checked by the order's own schema in the form (delivery-form.tsx).
import type { AddressSuggestion } from '@nori/contract';
import {
  findDeliveryZone,
  validateDeliveryAddress,
  type DeliveryZone,
  type RestoId,
  type ValidationKey,
} from '@nori/domain';

export const DETAIL_FIELDS = ['apartment', 'entrance', 'floor', 'intercom', 'comment'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type PlaceDetails = Record<DetailField, string>;

export const EMPTY_DETAILS: PlaceDetails = {
  apartment: '',
  entrance: '',
  floor: '',
  intercom: '',
  comment: '',
};

export interface DeliveryPlace extends PlaceDetails {
  address: string;
  location: { lat: number; lng: number };
  /** Kept so a reopened form knows whether the house number was confirmed missing. */
  houseNumber: string | null;
}

export interface AddressState {
  text: string;
  picked: AddressSuggestion | null;
}

export interface AddressCheck {
  zone: DeliveryZone | null;
  error: ValidationKey | null;
}

export const checkAddress = (
  { text, picked }: AddressState,
  zones: readonly DeliveryZone[],
  deliveringRestoIds: readonly RestoId[],
): AddressCheck => {
  const zone = picked ? findDeliveryZone(picked.location, zones, deliveringRestoIds) : null;
  const error = validateDeliveryAddress({
    text,
    hasLocation: picked !== null,
    inZone: picked ? zone !== null : null,
  });
  return { zone, error };
};

/** The place to store: the picked address and the details as the form's schema gave them. */
export const placeOf = (picked: AddressSuggestion, details: PlaceDetails): DeliveryPlace => ({
  address: picked.label,
  location: picked.location,
  houseNumber: picked.houseNumber,
  ...details,
});

// The delivery place as stored (spec §3 order draft: place{address, apartment, comment, entrance,
// floor, intercom, location}) and the checks of its form (spec §5), from the domain's rules.
import type { AddressSuggestion } from '@nori/contract';
import {
  findDeliveryZone,
  validateDeliveryAddress,
  validateFreeText,
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

export interface DeliveryFormState {
  text: string;
  picked: AddressSuggestion | null;
  details: PlaceDetails;
}

export interface DeliveryCheck {
  zone: DeliveryZone | null;
  addressError: ValidationKey | null;
  detailErrors: Partial<Record<DetailField, ValidationKey>>;
  valid: boolean;
}

export const checkDelivery = (
  form: DeliveryFormState,
  zones: readonly DeliveryZone[],
  deliveringRestoIds: readonly RestoId[],
): DeliveryCheck => {
  const zone = form.picked ? findDeliveryZone(form.picked.location, zones, deliveringRestoIds) : null;
  const addressError = validateDeliveryAddress({
    text: form.text,
    hasLocation: form.picked !== null,
    inZone: form.picked ? zone !== null : null,
  });
  const detailErrors: DeliveryCheck['detailErrors'] = {};
  for (const field of DETAIL_FIELDS) {
    const error = validateFreeText(form.details[field]);
    if (error) detailErrors[field] = error;
  }
  return { zone, addressError, detailErrors, valid: !addressError && Object.keys(detailErrors).length === 0 };
};

export const placeOf = ({
  picked,
  details,
}: {
  picked: AddressSuggestion;
  details: PlaceDetails;
}): DeliveryPlace => ({
  address: picked.label,
  location: picked.location,
  houseNumber: picked.houseNumber,
  apartment: details.apartment.trim(),
  entrance: details.entrance.trim(),
  floor: details.floor.trim(),
  intercom: details.intercom.trim(),
  comment: details.comment.trim(),
});

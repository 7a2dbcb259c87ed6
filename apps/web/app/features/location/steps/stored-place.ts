// The stored delivery place (spec §3) as the delivery form's starting state, so a re-opened
// dialog shows what was chosen rather than an empty form.
import type { AddressSuggestion, City } from '@nori/contract';
import { DETAIL_FIELDS, type PlaceDetails } from './delivery-place';

interface StoredPlaceLike extends PlaceDetails {
  address: string;
  location: { lat: number; lng: number };
  houseNumber?: string | null;
}

/** The stored address as a chosen suggestion; placeId '' marks it as not picked again. */
export const storedSuggestion = (place: StoredPlaceLike | null, city: City): AddressSuggestion | null =>
  place && {
    placeId: '',
    label: place.address,
    street: place.address,
    houseNumber: place.houseNumber ?? null,
    city: city.name,
    location: place.location,
  };

export const detailsOf = (place: PlaceDetails): PlaceDetails =>
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, place[field]])) as PlaceDetails;

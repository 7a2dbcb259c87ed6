// Where addresses come from (spec §5): suggestions for typed text, the full address of a chosen
// suggestion, and the address nearest to a point on the map. Built in: the API's address index of
// the city; with a maps key: Google Places and Geocoding, whose code loads on first use.
import type { AddressSuggestion, City } from '@nori/contract';
import type { Locale } from '@nori/domain';
import type { LocationApi } from './location-api';
import type { MapPoint } from './map-view';
import type { GoogleMapsConfig } from '../google/google-maps';

export interface AddressOption {
  placeId: string;
  label: string;
  /** The second line of the option: the city, or the rest of the address. */
  detail: string;
}

export interface AddressSource {
  search: (text: string) => Promise<AddressOption[]>;
  /** The chosen option with its location; null when it cannot be found any more. */
  resolve: (option: AddressOption) => Promise<AddressSuggestion | null>;
  /** The house nearest to a point picked on the map; null when none is close. */
  reverse: (point: MapPoint) => Promise<AddressSuggestion | null>;
}

export const builtInAddressSource = (api: LocationApi, cityId: number): AddressSource => {
  // The index answers with full addresses: the options found are kept to be resolved.
  const found = new Map<string, AddressSuggestion>();
  return {
    search: async (text) => {
      const suggestions = await api.searchAddresses(cityId, text);
      for (const suggestion of suggestions) found.set(suggestion.placeId, suggestion);
      return suggestions.map(({ placeId, label, city }) => ({ placeId, label, detail: city }));
    },
    resolve: async (option) => found.get(option.placeId) ?? null,
    reverse: (point) => api.reverseGeocode(cityId, point),
  };
};

export const googleAddressSource = (config: GoogleMapsConfig, city: City, locale: Locale): AddressSource => {
  let source: Promise<AddressSource> | null = null;
  const loaded = () =>
    (source ??= import('../google/google-addresses').then(({ createGoogleAddressSource }) =>
      createGoogleAddressSource(config, city, locale),
    ));
  return {
    search: async (text) => (await loaded()).search(text),
    resolve: async (option) => (await loaded()).resolve(option),
    reverse: async (point) => (await loaded()).reverse(point),
  };
};

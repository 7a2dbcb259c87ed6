// Addresses from Google (spec §7): Places autocomplete inside the city's bounds (restriction and
// bias) with a session token per search session, and geocoding by place id or by location. Every
// Google shape is turned into the contract's AddressSuggestion here and nowhere else.
import type { AddressSuggestion, City } from '@nori/contract';
import type { Locale } from '@nori/domain';
import type { AddressSource } from '../steps/address-source';
import type { AutocompleteSessionToken, GeocoderResult, GoogleMapsApi } from './google-maps-api';
import { GOOGLE_LANGUAGE, loadGoogleMaps, type GoogleMapsConfig } from './google-maps';

const component = (result: GeocoderResult, type: string): string | null =>
  result.address_components.find((part) => part.types.includes(type))?.long_name ?? null;

/** A geocoder result as the storefront's address; null for a place without a street. */
export const toAddressSuggestion = (result: GeocoderResult, cityName: string): AddressSuggestion | null => {
  const street = component(result, 'route');
  if (!street) return null;
  const houseNumber = component(result, 'street_number');
  return {
    placeId: result.place_id,
    label: houseNumber ? `${street}, ${houseNumber}` : street,
    street,
    houseNumber,
    city: component(result, 'locality') ?? cityName,
    location: { lat: result.geometry.location.lat(), lng: result.geometry.location.lng() },
  };
};

export const createGoogleAddressSource = (
  config: GoogleMapsConfig,
  city: City,
  locale: Locale,
): AddressSource => {
  const language = GOOGLE_LANGUAGE[locale];
  const maps = (): Promise<GoogleMapsApi> => loadGoogleMaps(config, locale);
  // A session groups the typing of one address with the geocoding of the chosen prediction.
  let session: AutocompleteSessionToken | null = null;
  const geocode = async (request: { placeId: string } | { location: { lat: number; lng: number } }) => {
    const api = await maps();
    const { results } = await new api.Geocoder().geocode({ ...request, language });
    for (const result of results) {
      const suggestion = toAddressSuggestion(result, city.name);
      if (suggestion) return suggestion;
    }
    return null;
  };

  return {
    search: async (text) => {
      const api = await maps();
      session ??= new api.places.AutocompleteSessionToken();
      const { predictions } = await new api.places.AutocompleteService().getPlacePredictions({
        input: text,
        sessionToken: session,
        language,
        locationRestriction: city.bounds,
        locationBias: city.bounds,
        types: ['address'],
      });
      return predictions.map((prediction) => ({
        placeId: prediction.place_id,
        label: prediction.structured_formatting.main_text,
        detail: prediction.structured_formatting.secondary_text ?? '',
      }));
    },
    resolve: async (option) => {
      session = null;
      return geocode({ placeId: option.placeId });
    },
    reverse: (point) => geocode({ location: point }),
  };
};

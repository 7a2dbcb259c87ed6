/// <reference types="google.maps" />
// The part of the Google Maps JS API the storefront names, from its official types
// (@types/google.maps: types only, nothing of it reaches a bundle).

export type GoogleMapsApi = typeof google.maps;
export type GoogleMap = google.maps.Map;
export type LatLngLiteral = google.maps.LatLngLiteral;
export type GeocoderResult = google.maps.GeocoderResult;
export type AutocompleteSessionToken = google.maps.places.AutocompleteSessionToken;

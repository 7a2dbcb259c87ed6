// An in-memory address index over the address file: every house becomes a point, every street
// also a place without a house number. Search matches words of the street name in any language
// and a house number prefix; answers are labelled in the asked language.
import type { AddressSuggestion } from '@nori/contract';
import type { AddressData } from './address-data';

type Locale = 'ru' | 'en' | 'cnr';
type Names = Record<Locale, string>;

interface Place {
  placeId: string;
  street: Names;
  city: Names;
  houseNumber: string | null;
  location: { lat: number; lng: number };
  /** Lower-case words of the street in every language, for matching. */
  words: string[];
}

export const SUGGESTIONS_MAX = 10;
/**
 * Reverse geocoding answers the nearest house within this distance of the point. The built-in
 * index holds a city's houses street by street, not every building: a tap between its streets,
 * inside a delivery zone, answered 'Адрес не найден' at 250 m (issue 34, item 9). No point of the
 * demo chain's zones is 2.1 km from a house; the map moves the marker to the house it found, so the
 * customer sees where the courier comes.
 */
export const REVERSE_RADIUS_M = 2500;

const normalise = (text: string) =>
  text
    .toLocaleLowerCase('ru')
    .replaceAll('ё', 'е')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

const round = (value: number) => Math.round(value * 1e6) / 1e6;

const placesOf = (city: AddressData['cities'][number]): Place[] =>
  city.streets.flatMap((street, streetIndex) => {
    const words = [...new Set(Object.values(street.names).flatMap(normalise))];
    const at = (t: number) => ({
      lat: round(street.from.lat + (street.to.lat - street.from.lat) * t),
      lng: round(street.from.lng + (street.to.lng - street.from.lng) * t),
    });
    const base = { street: street.names, city: city.names, words };
    const houses = Array.from({ length: street.houses }, (_, index) => ({
      ...base,
      placeId: `${city.cityId}:${streetIndex}:${index + 1}`,
      houseNumber: String(index + 1),
      location: at(street.houses === 1 ? 0.5 : index / (street.houses - 1)),
    }));
    return [
      { ...base, placeId: `${city.cityId}:${streetIndex}`, houseNumber: null, location: at(0.5) },
      ...houses,
    ];
  });

const toSuggestion = (place: Place, locale: Locale): AddressSuggestion => ({
  placeId: place.placeId,
  label: place.houseNumber === null ? place.street[locale] : `${place.street[locale]}, ${place.houseNumber}`,
  street: place.street[locale],
  houseNumber: place.houseNumber,
  city: place.city[locale],
  location: place.location,
});

/** Metres between two nearby points (equirectangular: exact enough inside a city). */
const distanceM = (a: Place['location'], b: Place['location']) => {
  const toRad = Math.PI / 180;
  const x = (b.lng - a.lng) * toRad * Math.cos(((a.lat + b.lat) / 2) * toRad);
  const y = (b.lat - a.lat) * toRad;
  return Math.hypot(x, y) * 6_371_000;
};

export const createAddressIndex = (data: AddressData) => {
  const byCity = new Map(data.cities.map((city) => [city.cityId, placesOf(city)]));
  return {
    search: (cityId: number, query: string, locale: Locale): AddressSuggestion[] => {
      const tokens = normalise(query);
      const numbers = tokens.filter((token) => /^\d+$/.test(token));
      const words = tokens.filter((token) => !/^\d+$/.test(token));
      if (words.length === 0) return [];
      const number = numbers[0];
      return (byCity.get(cityId) ?? [])
        .filter((place) => words.every((word) => place.words.some((w) => w.startsWith(word))))
        .filter((place) =>
          number === undefined ? true : place.houseNumber !== null && place.houseNumber.startsWith(number),
        )
        .slice(0, SUGGESTIONS_MAX)
        .map((place) => toSuggestion(place, locale));
    },
    reverse: (cityId: number, point: Place['location'], locale: Locale): AddressSuggestion | null => {
      let nearest: Place | null = null;
      let nearestM = REVERSE_RADIUS_M;
      for (const place of byCity.get(cityId) ?? []) {
        if (place.houseNumber === null) continue;
        const metres = distanceM(point, place.location);
        if (metres <= nearestM) [nearest, nearestM] = [place, metres];
      }
      return nearest && toSuggestion(nearest, locale);
    },
  };
};

export type AddressIndex = ReturnType<typeof createAddressIndex>;

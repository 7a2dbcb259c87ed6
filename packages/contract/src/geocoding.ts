// Address search for the location selection (spec §2, §5): suggestions for what the visitor
// types, limited to one city and answered in the visitor's language, and the nearest address
// to a point picked on the map. The storefront calls these instead of a maps vendor when no
// maps key is configured.
import { z } from './zod-setup';
import type { CityId } from '@nori/domain';
import { endpoint } from './endpoint';
import { latLngSchema, NON_SPACE_TEXT_PATTERN, pathIdSchema } from './primitives';

export const ADDRESS_LOCALES = ['ru', 'en', 'cnr'] as const;
export const ADDRESS_QUERY_MAX = 100;

export const addressSuggestionSchema = z.object({
  /** Stable id of the place, e.g. '201:bauman:44'. */
  placeId: z.string().min(1),
  /** What the address field shows, in the asked language. */
  label: z.string().min(1),
  street: z.string().min(1),
  /** null for a street without a house number (the soft confirmation of spec §4). */
  houseNumber: z.string().min(1).nullable(),
  city: z.string().min(1),
  location: latLngSchema,
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

// Coordinates arrive as text in the query string, as a JavaScript number prints itself: decimals
// (up to 17 significant digits, more places for a small one: '-0.000006458267928971343'), or an
// exponent for a tiny one ('3.5e-323', a number the document allows); '' and '12abc' are
// rejected rather than coerced.
const coordinateText = z
  .string()
  .regex(/^-?\d{1,3}(\.\d{1,40})?(e[-+]\d{1,3})?$/, 'Expected a decimal coordinate')
  .transform(Number);
const coordinate = (min: number, max: number) =>
  z.union([z.number(), coordinateText]).pipe(z.number().min(min).max(max));

export const searchAddresses = endpoint({
  method: 'GET',
  path: '/1/p/cities/{cityId}/addresses',
  operationId: 'searchAddresses',
  summary: 'Address suggestions inside a city, in the asked language (addresses only)',
  tag: 'geocoding',
  auth: 'none',
  params: z.strictObject({ cityId: pathIdSchema<CityId>() }),
  query: z.strictObject({
    query: z.string().trim().min(1).max(ADDRESS_QUERY_MAX).meta({ pattern: NON_SPACE_TEXT_PATTERN }),
    locale: z.enum(ADDRESS_LOCALES).default('ru'),
  }),
  responses: { 200: z.array(addressSuggestionSchema) },
});

export const reverseGeocode = endpoint({
  method: 'GET',
  path: '/1/p/cities/{cityId}/addresses/reverse',
  operationId: 'reverseGeocode',
  summary: 'The address nearest to a point of the city; 404 when none is close',
  tag: 'geocoding',
  auth: 'none',
  params: z.strictObject({ cityId: pathIdSchema<CityId>() }),
  query: z.strictObject({
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    locale: z.enum(ADDRESS_LOCALES).default('ru'),
  }),
  responses: { 200: addressSuggestionSchema },
  errors: [404],
});

export const geocodingEndpoints = [searchAddresses, reverseGeocode] as const;

// Address search and reverse geocoding for the location selection, answered from the in-memory
// address index. Not cached as catalog answers: each query is its own, and the index is fast.
import type { FastifyInstance } from 'fastify';
import { reverseGeocode, searchAddresses } from '@nori/contract';
import { notFound } from '../../../errors';
import { mountRoute } from '../../../http/contract-route';
import type { AddressIndex } from '../services/address-index';

export interface GeocodingRoutesOptions {
  addresses: AddressIndex;
}

export async function geocodingRoutes(app: FastifyInstance, { addresses }: GeocodingRoutesOptions) {
  mountRoute(app, searchAddresses, async ({ params, query }) =>
    addresses.search(params.cityId, query.query, query.locale),
  );
  mountRoute(app, reverseGeocode, async ({ params, query }) => {
    const found = addresses.reverse(params.cityId, { lat: query.lat, lng: query.lng }, query.locale);
    if (!found) throw notFound('No address near this point');
    return found;
  });
}

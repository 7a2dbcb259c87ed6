// The geocoding module: the address search over an in-memory index (the demo cities' addresses
// unless another index is given).
import fastifyPlugin from 'fastify-plugin';
import { geocodingRoutes } from './routes/geocoding';
import { readAddressData } from './services/address-data';
import { createAddressIndex, type AddressIndex } from './services/address-index';

export interface GeocodingPluginOptions {
  addresses?: AddressIndex;
}

export const geocodingPlugin = fastifyPlugin<GeocodingPluginOptions>(
  async (app, { addresses }) => {
    await app.register(geocodingRoutes, { addresses: addresses ?? createAddressIndex(readAddressData()) });
  },
  { name: 'geocoding' },
);

// The shape of apps/api/demo/addresses.json: per city, streets as straight segments with a count
// of houses spread evenly along them. A plausible stand-in for a geocoder, enough to search,
// pick and check zones in the demo cities without a maps vendor.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { latLngSchema } from '@nori/contract';

const namesSchema = z.strictObject({ ru: z.string().min(1), en: z.string().min(1), cnr: z.string().min(1) });

export const addressDataSchema = z.object({
  cities: z.array(
    z.strictObject({
      cityId: z.int().positive(),
      names: namesSchema,
      streets: z.array(
        z.strictObject({
          names: namesSchema,
          from: latLngSchema,
          to: latLngSchema,
          houses: z.int().positive(),
        }),
      ),
    }),
  ),
});
export type AddressData = z.infer<typeof addressDataSchema>;

export const DEMO_ADDRESSES = fileURLToPath(new URL('../../../../demo/addresses.json', import.meta.url));

/** Read once at start; a malformed file stops the start with zod's message rather than a wrong answer later. */
export const readAddressData = (path: string = DEMO_ADDRESSES): AddressData =>
  addressDataSchema.parse(JSON.parse(readFileSync(path, 'utf8')));

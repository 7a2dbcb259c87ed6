// The location selection's calls, through the contract's client. This module is only reached from
// the lazily loaded dialog, so the client (and zod) stay out of every page's first load.
import {
  isApiError,
  type AddressSuggestion,
  type DeliveryZone,
  type PositionModifiers,
  type Resto,
} from '@nori/contract';
import type { Locale } from '@nori/domain';
import { loadZones, type MenuContent } from '../../../catalog';
import { browserApiClient } from '../../../platform/browser-api';

export interface CityPlaces {
  restos: Resto[];
  zones: DeliveryZone[];
}

export const createLocationApi = (apiBaseUrl: string, whiteLabel: string, locale: Locale) => {
  const api = browserApiClient(apiBaseUrl, locale);

  return {
    /** The city's restaurants in full (menus, streets, hours) and all their delivery zones. */
    cityPlaces: async (cityId: number): Promise<CityPlaces> => {
      const [items, zones] = await Promise.all([
        api.listRestos({ query: { cityId, whiteLabel } }),
        loadZones(api, cityId),
      ]);
      const restos = await Promise.all(items.map((item) => api.getResto({ params: { id: item.id } })));
      return { restos, zones };
    },
    /** Another restaurant's dishes and modifiers, to carry the cart over to it. */
    restoDishes: async (resto: Resto): Promise<{ menus: MenuContent[]; modifiers: PositionModifiers[] }> => {
      const [menus, modifiers] = await Promise.all([
        Promise.all(
          resto.menus.map(async (menu) => ({
            menu,
            groups: [],
            positions: await api.listPositions({ params: { id: menu.id } }),
          })),
        ),
        api.listPositionModifiers({ params: { restoId: resto.id } }),
      ]);
      return { menus, modifiers };
    },
    searchAddresses: (cityId: number, query: string): Promise<AddressSuggestion[]> =>
      api.searchAddresses({ params: { cityId }, query: { query, locale } }),
    /** The house nearest to a point picked on the map; null when none is close (404). */
    reverseGeocode: async (
      cityId: number,
      point: { lat: number; lng: number },
    ): Promise<AddressSuggestion | null> => {
      try {
        // Six decimals are about 10 cm: enough for a house, and a map's own extra digits stay here.
        const lat = Number(point.lat.toFixed(6));
        const lng = Number(point.lng.toFixed(6));
        return await api.reverseGeocode({ params: { cityId }, query: { lat, lng, locale } });
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  };
};

export type LocationApi = ReturnType<typeof createLocationApi>;

// The location selection's calls, through the contract's client. This module is only reached from
// the lazily loaded dialog, so the client (and zod) stay out of every page's first load.
import {
  createUncheckedApiClient,
  isApiError,
  type AddressSuggestion,
  type DeliveryZone,
  type PositionModifiers,
  type Resto,
} from '@nori/contract';
import type { Locale } from '@nori/domain';
import type { MenuContent } from '../../catalog';

/** Delivery zones come 100 a page (spec §9). */
const ZONE_PAGE_SIZE = 100;

export interface CityPlaces {
  restos: Resto[];
  zones: DeliveryZone[];
}

export const createLocationApi = (apiBaseUrl: string, whiteLabel: string, locale: Locale) => {
  const api = createUncheckedApiClient({ baseUrl: apiBaseUrl, headers: { 'accept-language': locale } });

  const loadZones = async (cityId: number): Promise<DeliveryZone[]> => {
    const zones: DeliveryZone[] = [];
    for (let page = 0; ; page++) {
      const answer = await api.listCityDeliveries({
        params: { cityId },
        query: { page, size: ZONE_PAGE_SIZE },
      });
      zones.push(...answer.content);
      if (page + 1 >= answer.page.totalPages) return zones;
    }
  };

  return {
    /** The city's restaurants in full (menus, streets, hours) and all their delivery zones. */
    cityPlaces: async (cityId: number): Promise<CityPlaces> => {
      const [items, zones] = await Promise.all([
        api.listRestos({ query: { cityId, whiteLabel } }),
        loadZones(cityId),
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

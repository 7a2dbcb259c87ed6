// The catalog a server-rendered page shows (issue 8: menus, dishes, promotions and restaurants
// render on the server). Stored settings live in the browser, so the URL decides: a restaurant
// page names its restaurant, a menu page its menu (menus belong to a city's restaurants), and any
// page may name a city with `?city=<id>`; otherwise the tenant's first city. The restaurant is the
// first of the city (by the API's order) that carries the menu, or that has any menu.
import { createApiClient, type ApiClient, type City, type Resto } from '@nori/contract';
import type { Locale } from '@nori/domain';
import type { ServerApi } from '../app-context';
import { step } from './boot-failure';
import { runBoot } from './boot-sequence';
import type { PageCatalog } from './catalog-snapshot';

export interface PageTarget {
  /** `?city=` of the URL, when it is an id. */
  cityId: number | null;
  menuId?: number;
  restoId?: number;
}

interface CityRestos {
  city: City;
  restos: Resto[];
}

const cityRestos = async (api: ApiClient, city: City, whiteLabel: string): Promise<CityRestos> => {
  const items = await step(() => api.listRestos({ query: { cityId: city.id, whiteLabel } }), {
    fallback: 'Failed to fetch restaurants',
  });
  const restos = await Promise.all(
    items.map((item) =>
      step(() => api.getResto({ params: { id: item.id } }), { fallback: 'Failed to fetch restaurant' }),
    ),
  );
  return { city, restos };
};

const pickResto = (restos: readonly Resto[], target: PageTarget): Resto | undefined => {
  if (target.restoId !== undefined) return restos.find((resto) => resto.id === target.restoId);
  if (target.menuId !== undefined)
    return restos.find((resto) => resto.menus.some((menu) => menu.id === target.menuId));
  return restos.find((resto) => resto.menus.length > 0);
};

/** The asked city first, then the others in the API's order. */
const citiesInTurn = (cities: readonly City[], cityId: number | null): City[] => {
  const asked = cities.filter((city) => city.id === cityId);
  return [...asked, ...cities.filter((city) => city.id !== cityId)];
};

export async function loadPageCatalog(options: {
  serverApi: ServerApi;
  whiteLabel: string;
  locale: Locale;
  target: PageTarget;
}): Promise<PageCatalog | null> {
  const { serverApi, whiteLabel, locale, target } = options;
  const api = createApiClient({
    baseUrl: serverApi.baseUrl,
    fetch: serverApi.fetch,
    headers: { 'accept-language': locale },
  });
  const cities = await step(() => api.listCities({ query: { whiteLabel } }), {
    fallback: 'Failed to fetch cities',
  });
  const inTurn = citiesInTurn(cities, target.cityId);
  const first = inTurn[0];
  if (!first) return null;
  let chosen: { city: CityRestos; resto: Resto | undefined } | null = null;
  // A restaurant or menu is looked for city by city; a page for neither stays in the first city.
  const searched = target.restoId === undefined && target.menuId === undefined ? [first] : inTurn;
  for (const city of searched) {
    const loaded = await cityRestos(api, city, whiteLabel);
    const resto = pickResto(loaded.restos, target);
    chosen ??= { city: loaded, resto: pickResto(loaded.restos, { cityId: null }) };
    if (resto) {
      chosen = { city: loaded, resto };
      break;
    }
  }
  if (!chosen) return null;
  const snapshot = await runBoot({
    api,
    whiteLabel,
    stored: { cityId: chosen.city.city.id, restoId: chosen.resto?.id ?? null },
    now: () => Date.now(),
  });
  // The browser syncs its own clock in its boot; zones are for the location dialog only.
  return {
    snapshot: { ...snapshot, clockOffsetMs: 0, zones: [], renderedAtMs: Date.now() },
    restos: chosen.city.restos,
  };
}

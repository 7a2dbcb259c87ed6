// The boot of spec §4, in its order: server time once, cities, the stored defaults checked against
// them, the city's restaurants and delivery zones, then the chosen restaurant's menus (groups and
// positions), promotions, modifiers and time slots. Every failure is a BootFailure (fatal).
import type {
  ApiClient,
  City,
  DeliveryZone,
  Position,
  PositionModifiers,
  Resto,
  RestoListItem,
} from '@nori/contract';
import { clockOffsetMs } from '@nori/domain';
import { step, timeSyncFailure } from './boot-failure';
import type { CatalogSnapshot, MenuContent, StoredLocation } from './catalog-snapshot';

export type BootApi = Pick<
  ApiClient,
  | 'getServerTime'
  | 'listCities'
  | 'listRestos'
  | 'listCityDeliveries'
  | 'getResto'
  | 'listPositionGroups'
  | 'listPositions'
  | 'listPromotions'
  | 'listPositionModifiers'
  | 'listPositionTimeSlots'
>;

export interface BootInput {
  api: BootApi;
  whiteLabel: string;
  stored: StoredLocation;
  /** The client clock, for the server-time offset (a parameter, so tests control it). */
  now: () => number;
  onProgress?: (done: number, total: number) => void;
  /**
   * The catalog the page already holds (the server's seed, loaded for this very page): when it is
   * of the chosen restaurant, its promotions (unless left out), time slots and the menus it holds
   * are not loaded a second time. A page holds only what it shows (one menu, the first screen's dishes of it, one
   * dish's modifiers: see page-seed.server.ts), so the other menus, that menu's positions and the
   * modifiers are loaded.
   */
  known?: CatalogSnapshot | null;
}

const ZONE_PAGE_SIZE = 100;

/** With one city there is nothing to choose (spec §4); a stored city that is gone is forgotten. */
export const chooseCity = (cities: readonly City[], storedId: number | null): City | null =>
  cities.length === 1 ? (cities[0] ?? null) : (cities.find((city) => city.id === storedId) ?? null);

export const chooseResto = (
  restos: readonly RestoListItem[],
  storedId: number | null,
): RestoListItem | null => restos.find((resto) => resto.id === storedId) ?? null;

async function syncClock(api: BootApi, now: () => number): Promise<number> {
  try {
    const sentAtMs = now();
    const answer = await api.getServerTime();
    return clockOffsetMs({ utcTime: answer.utc_time, sentAtMs, receivedAtMs: now() });
  } catch (error) {
    throw timeSyncFailure(error);
  }
}

/** Every page of the city's zones (100 a page, spec §9): the boot's, and the location dialog's. */
export async function loadZones(
  api: Pick<BootApi, 'listCityDeliveries'>,
  cityId: number,
): Promise<DeliveryZone[]> {
  const zones: DeliveryZone[] = [];
  for (let page = 0; ; page++) {
    const answer = await api.listCityDeliveries({
      params: { cityId },
      query: { page, size: ZONE_PAGE_SIZE },
    });
    zones.push(...answer.content);
    if (page + 1 >= answer.page.totalPages) return zones;
  }
}

/** A menu's positions, with the restaurant: its sold-out dishes come flagged (a menu may serve several). */
export const loadPositions = (api: Pick<BootApi, 'listPositions'>, menuId: number, restoId: number) =>
  step(() => api.listPositions({ params: { id: menuId }, query: { restoId } }), {
    notFound: 'Menu positions not found',
    fallback: 'Failed to fetch menu positions',
  });

export const loadResto = (api: Pick<BootApi, 'getResto'>, restoId: Resto['id']) =>
  step(() => api.getResto({ params: { id: restoId } }), { fallback: 'Failed to fetch restaurant' });

export const loadPromotions = (api: Pick<BootApi, 'listPromotions'>, restoId: Resto['id']) =>
  step(() => api.listPromotions({ params: { id: restoId } }), {
    notFound: 'Promotions not found',
    fallback: 'Failed to fetch promotions',
  });

/**
 * The restaurant's menus in their order; those in `held` are kept rather than loaded again, but
 * for the positions of a page's outlined menu (its seed holds the first screen's only).
 */
async function loadMenus(
  api: BootApi,
  resto: Resto,
  held: readonly MenuContent[] = [],
): Promise<MenuContent[]> {
  return Promise.all(
    [...resto.menus]
      .sort((a, b) => a.order - b.order)
      .map(async (menu) => {
        const kept = held.find((content) => content.menu.id === menu.id);
        if (kept && !kept.outline) return kept;
        if (kept)
          return { menu, groups: kept.groups, positions: await loadPositions(api, menu.id, resto.id) };
        const [groups, positions] = await Promise.all([
          step(() => api.listPositionGroups({ params: { id: menu.id } }), {
            notFound: 'Menu groups not found',
            fallback: 'Failed to fetch menu groups',
          }),
          loadPositions(api, menu.id, resto.id),
        ]);
        return { menu, groups, positions };
      }),
  );
}

/**
 * What the restaurant has sold out, as the catalog answers carry it: each menu's positions and the
 * modifiers, loaded again (issue 25). Cheap when nothing changed: the answers are revalidated by
 * ETag and come back 304 from the API's memory.
 */
export async function loadAvailability(
  api: BootApi,
  resto: Resto,
): Promise<{ positions: Map<number, Position[]>; modifiers: PositionModifiers[] }> {
  const [menus, modifiers] = await Promise.all([
    Promise.all(
      resto.menus.map(
        async (menu) =>
          [
            menu.id,
            await api.listPositions({ params: { id: menu.id }, query: { restoId: resto.id } }),
          ] as const,
      ),
    ),
    api.listPositionModifiers({ params: { restoId: resto.id } }),
  ]);
  return { positions: new Map(menus), modifiers };
}

const loadModifiers = (api: BootApi, restoId: number) =>
  step(() => api.listPositionModifiers({ params: { restoId } }), { fallback: 'Failed to fetch modifiers' });

export async function runBoot({
  api,
  whiteLabel,
  stored,
  now,
  onProgress,
  known,
}: BootInput): Promise<CatalogSnapshot> {
  const total = 5;
  let done = 0;
  const advance = () => onProgress?.(++done, total);

  const clock = await syncClock(api, now);
  advance();
  const cities = await step(() => api.listCities({ query: { whiteLabel } }), {
    fallback: 'Failed to fetch cities',
  });
  advance();
  const empty = { clockOffsetMs: clock, cities, city: null, restos: [], zones: [], resto: null };
  const rest = { menus: [], promotions: [], modifiers: [], timeSlots: [] };
  const city = chooseCity(cities, stored.cityId);
  if (!city) return { ...empty, ...rest };

  const [restos, zones] = await Promise.all([
    step(() => api.listRestos({ query: { cityId: city.id, whiteLabel } }), {
      fallback: 'Failed to fetch restaurants',
    }),
    step(() => loadZones(api, city.id), { fallback: 'Failed to fetch delivery zones' }),
  ]);
  advance();
  const chosen = chooseResto(restos, stored.restoId);
  const withCity = { ...empty, city, restos, zones };
  if (!chosen) return { ...withCity, ...rest };
  if (known?.resto?.id === chosen.id && known.city?.id === city.id) {
    advance();
    const { timeSlots, leftOut } = known;
    const [resto, menus, modifiers, promotions] = await Promise.all([
      leftOut?.restoDetails ? loadResto(api, chosen.id) : known.resto,
      loadMenus(api, known.resto, known.menus),
      loadModifiers(api, chosen.id),
      leftOut?.promotions ? loadPromotions(api, chosen.id) : known.promotions,
    ]);
    advance();
    return { ...withCity, resto, menus, promotions, modifiers, timeSlots };
  }

  const resto = await loadResto(api, chosen.id);
  advance();
  const params = { restoId: resto.id };
  const [menus, promotions, modifiers, timeSlots] = await Promise.all([
    loadMenus(api, resto),
    loadPromotions(api, resto.id),
    loadModifiers(api, resto.id),
    step(() => api.listPositionTimeSlots({ params }), { fallback: 'Failed to fetch position time slots' }),
  ]);
  advance();
  return { ...withCity, resto, menus, promotions, modifiers, timeSlots };
}

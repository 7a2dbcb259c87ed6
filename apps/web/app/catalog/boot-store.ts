// The boot state, outside React so the provider, the splash screen and the bootloader share one
// run. A newer run supersedes an older one (a retry, a location chosen mid-boot, another
// language): only the latest result is kept. The catalog is read in the visitor's language, so a
// language switch reads it again (issue 24), and the server's seed with it while it is shown.
import type { Locale } from '@nori/domain';
import type { Position, Resto } from '@nori/contract';
import type { CatalogSnapshot, PageCatalog, StoredLocation } from './catalog-snapshot';
import { createCatalogGateway, failureView, type CatalogGateway, type FailureView } from './boot-runner';
import { completeSeedSnapshot } from './complete-seed';
import { reuseEqual } from './reuse-equal';

export type BootStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * How often an open page asks again what the restaurant has sold out (issue 25). A short
 * revalidation rather than the live channel: the order-status stream is per order and per person
 * (a ticket, LISTEN/NOTIFY fan-out, a connection held per visitor); a menu stream would hold one
 * open for every visitor of every menu. Revalidating reuses the catalog answers the API keeps as
 * bytes — unchanged ones are 304s from memory on any node, through any proxy or API_BASE_URL —
 * and a tab that is not visible asks nothing.
 */
export const AVAILABILITY_REFRESH_MS = 5000;

export interface BootState {
  status: BootStatus;
  /** 0…1 while loading. */
  progress: number;
  /** The last complete snapshot; kept while a new location loads. */
  snapshot: CatalogSnapshot | null;
  failure: FailureView | null;
}

export const INITIAL_BOOT_STATE: BootState = { status: 'idle', progress: 0, snapshot: null, failure: null };

/** The server's catalog of the page, in the language it was read in. */
interface Seed {
  catalog: PageCatalog;
  locale: Locale;
}

export interface BootStoreOptions {
  apiBaseUrl: string;
  whiteLabel: string;
  readLocation: () => StoredLocation;
  /** The language the page was rendered in: the seed's, and the catalog's until setLocale. */
  locale: Locale;
  /** The server's catalog of the first page rendered, if it loaded one. */
  seed: PageCatalog | null;
}

export const createBootStore = (options: BootStoreOptions) => {
  let state = INITIAL_BOOT_STATE;
  let latestRun = 0;
  let locale = options.locale;
  let seed: Seed | null = options.seed ? { catalog: options.seed, locale } : null;
  const gateways = new Map<Locale, CatalogGateway>();
  const listeners = new Set<() => void>();
  const set = (patch: Partial<BootState>) => {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  const gatewayIn = (language: Locale) => {
    let gateway = gateways.get(language);
    if (!gateway) {
      const { apiBaseUrl, whiteLabel } = options;
      gateway = createCatalogGateway({ apiBaseUrl, whiteLabel, locale: language });
      gateways.set(language, gateway);
    }
    return gateway;
  };
  const getGateway = () => gatewayIn(locale);

  /** The seed read again in the current language, while it is what the page shows. */
  const translateSeed = async (run: number) => {
    const city = seed?.catalog.snapshot.city;
    if (!seed || !city || seed.locale === locale) return;
    const language = locale;
    const stored = { cityId: city.id, restoId: seed.catalog.snapshot.resto?.id ?? null };
    const [snapshot, restos] = await Promise.all([
      getGateway().boot(stored, () => undefined, null),
      seed.catalog.restos.length > 0 ? getGateway().pickupPoints(city.id) : Promise.resolve([]),
    ]);
    if (run !== latestRun) return;
    seed = { catalog: { snapshot: { ...snapshot, clockOffsetMs: 0, zones: [] }, restos }, locale: language };
    listeners.forEach((listener) => listener());
  };

  /** What the seed left out, loaded while it is what the page shows (complete-seed.ts). */
  const completeSeed = async (run: number) => {
    const shown = seed;
    const whole = shown && (await completeSeedSnapshot(shown.catalog.snapshot, getGateway()));
    if (!shown || !whole || run !== latestRun || seed !== shown) return;
    seed = { ...shown, catalog: { ...shown.catalog, snapshot: reuseEqual(shown.catalog.snapshot, whole) } };
    listeners.forEach((listener) => listener());
  };

  const run = async () => {
    const run = ++latestRun;
    set({ status: 'loading', progress: 0, failure: null });
    try {
      // The seed is this document's catalog, fresh for the first run only, and in its language.
      const known = run === 1 && seed?.locale === locale ? seed.catalog.snapshot : null;
      const snapshot = await getGateway().boot(
        options.readLocation(),
        (done, total) => {
          if (run === latestRun) set({ progress: done / total });
        },
        known,
      );
      if (!snapshot.city) await translateSeed(run);
      // What did not change keeps its objects, so the page re-renders only what did.
      const shown = state.snapshot ?? seed?.catalog.snapshot ?? null;
      if (run === latestRun) set({ status: 'ready', progress: 1, snapshot: reuseEqual(shown, snapshot) });
      // Not part of the boot: the page is ready, and a failure leaves its cards as the markup shows them.
      if (!snapshot.city)
        completeSeed(run).catch((error: unknown) =>
          console.warn('The menu could not be loaded whole', error),
        );
    } catch (error) {
      if (run !== latestRun) return;
      // Fatal (spec §4): shown on the error page with a retry; logged for whoever investigates.
      console.error('Boot failed', error);
      set({ status: 'failed', failure: failureView(error) });
    }
  };

  /** The sold-out flags of the shown restaurant, asked again; what did not change keeps its objects. */
  const refreshAvailability = async () => {
    const shown = state.snapshot;
    if (state.status !== 'ready' || !shown?.resto) return;
    const fresh = await getGateway().availability(shown.resto);
    // A new location or a new boot meanwhile: that catalog is newer than this answer.
    if (state.snapshot !== shown) return;
    const next = reuseEqual(shown, {
      ...shown,
      menus: shown.menus.map((content) => ({
        ...content,
        positions: fresh.positions.get(content.menu.id) ?? content.positions,
      })),
      modifiers: fresh.modifiers,
    });
    if (next !== shown) set({ snapshot: next });
  };

  /** Refreshes availability while the page is visible (and at once when it becomes visible); returns the stop. */
  const watchAvailability = (): (() => void) => {
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      // A failed refresh keeps the flags shown; the next one tries again.
      refreshAvailability().catch((error: unknown) => console.warn('Availability refresh failed', error));
    };
    const timer = window.setInterval(refresh, AVAILABILITY_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  };

  return {
    getState: () => state,
    watchAvailability,
    /** The server's catalog of the first page (read again after a language switch while shown). */
    getSeed: (): PageCatalog | null => seed?.catalog ?? null,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => void run(),
    retry: () => void run(),
    /** Reads the catalog again in another language, once the boot has started (issue 24). */
    setLocale: (next: Locale) => {
      if (next === locale) return;
      locale = next;
      if (state.status !== 'idle') void run();
    },
    pickupPoints: async (cityId: number): Promise<Resto[]> => getGateway().pickupPoints(cityId),
    /** What a page shows of a failed call of this store (catalog/failure-text.ts). */
    describeFailure: (error: unknown): FailureView => failureView(error),
    /** A menu's positions in Russian, which the menu search also looks in (issue 24). */
    russianPositions: (menuId: number): Promise<Position[]> => gatewayIn('ru').positions(menuId),
  };
};

export type BootStore = ReturnType<typeof createBootStore>;

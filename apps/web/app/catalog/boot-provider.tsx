import type { Locale } from '@nori/domain';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { CatalogSnapshot, PageCatalog } from './catalog-snapshot';
import { createBootStore, INITIAL_BOOT_STATE, type BootState, type BootStore } from './boot-store';
import { PageMarkupCatalog } from './page-markup';
import { readStoredLocation } from './stored-location';

const BootContext = createContext<BootStore | null>(null);

/**
 * Holds the boot (spec §4). Both sides start from the same 'idle' state, with the page's server
 * catalog (`seed`) for content; the app's start-up (root.tsx) calls start() after hydration,
 * once stored settings have been checked.
 */
export function BootProvider(props: {
  apiBaseUrl: string;
  whiteLabel: string;
  locale: Locale;
  seed: PageCatalog | null;
  children: ReactNode;
}) {
  const { apiBaseUrl, whiteLabel, locale } = props;
  // The server renders the whole page (page-markup.ts); the browser starts from the loader data.
  const seed = useContext(PageMarkupCatalog) ?? props.seed;
  // The seed of the first document only: later pages are read from the visitor's boot.
  const [store] = useState(() =>
    createBootStore({ apiBaseUrl, whiteLabel, readLocation: readStoredLocation, locale, seed }),
  );
  // Another language reads the catalog again, without a reload. The first language is the
  // start-up's to set (startup.tsx), before the first boot: not the server's, which it may replace.
  const shownLocale = useRef(locale);
  useEffect(() => {
    if (shownLocale.current === locale) return;
    shownLocale.current = locale;
    store.setLocale(locale);
  }, [store, locale]);
  // Sold-out marks follow the restaurant's stop list while the page is open (boot-store.ts).
  useEffect(() => store.watchAvailability(), [store]);
  return <BootContext.Provider value={store}>{props.children}</BootContext.Provider>;
}

export const useBootStore = (): BootStore => {
  const store = useContext(BootContext);
  if (!store) throw new Error('useBootStore needs a <BootProvider> above it');
  return store;
};

export const useBoot = (): BootState => {
  const store = useBootStore();
  return useSyncExternalStore(store.subscribe, store.getState, () => INITIAL_BOOT_STATE);
};

/** Whether the boot has yet to finish (idle or loading): its reader re-renders when that changes only. */
export const useBootPending = (): boolean => {
  const store = useBootStore();
  const pending = () => ['idle', 'loading'].includes(store.getState().status);
  return useSyncExternalStore(store.subscribe, pending, () => true);
};

/**
 * The boot's last complete catalog alone: its readers do not re-render on every progress step
 * of a boot (each would re-render a whole menu in one task).
 */
export const useBootSnapshot = (): CatalogSnapshot | null => {
  const store = useBootStore();
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().snapshot,
    () => INITIAL_BOOT_STATE.snapshot,
  );
};

/**
 * The catalog pages show: the visitor's own once their boot knows a city, else the server's
 * catalog of this page (what crawlers and the first paint see), else whatever the boot has.
 */
export const useCatalog = (): CatalogSnapshot | null => {
  const snapshot = useBootSnapshot();
  const seed = useSeed();
  return snapshot?.city ? snapshot : (seed?.snapshot ?? snapshot);
};

/** The server's catalog of this page, in the visitor's language once it was read again. */
const useSeed = (): PageCatalog | null => {
  const store = useBootStore();
  return useSyncExternalStore(store.subscribe, store.getSeed, store.getSeed);
};

/** The server's full records of the page's city restaurants, while the visitor's city is unknown. */
export const useSeedRestos = () => {
  const snapshot = useBootSnapshot();
  const seed = useSeed();
  return snapshot?.city ? null : (seed?.restos ?? null);
};

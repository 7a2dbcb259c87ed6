import type { Locale } from '@nori/domain';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createBootStore, INITIAL_BOOT_STATE, type BootState, type BootStore } from './boot-store';
import { readStoredLocation } from './stored-location';

const BootContext = createContext<BootStore | null>(null);

/**
 * Holds the boot (spec §4). The server renders the shell without catalog data, so both sides
 * start from the same 'idle' state; the app's start-up (root.tsx) calls start() after hydration,
 * once stored settings have been checked.
 */
export function BootProvider(props: {
  apiBaseUrl: string;
  whiteLabel: string;
  locale: Locale;
  children: ReactNode;
}) {
  const { apiBaseUrl, whiteLabel, locale } = props;
  const [store] = useState(() =>
    createBootStore({ apiBaseUrl, whiteLabel, readLocation: readStoredLocation, locale: () => locale }),
  );
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

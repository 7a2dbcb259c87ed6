// localStorage with JSON values, change notifications for React (useStored) and the wipe of
// spec §3. Reading never throws: a value that is not valid JSON (edited by hand, an older
// format) reads as absent, since a broken setting must not break the storefront.
import { STORED_KEYS, type StoredKey } from './stored-keys';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export const subscribeStored = (listener: Listener): (() => void) => {
  listeners.add(listener);
  // Another tab changed a setting: the same notification as a change here.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** The raw text of a key, so snapshots compare by value in useSyncExternalStore. */
export const readStoredText = (key: StoredKey): string | null => storage()?.getItem(key) ?? null;

export const readStored = <T>(key: StoredKey, isValid: (value: unknown) => value is T): T | null =>
  parseStored(readStoredText(key), isValid);

/** A stored text as its value: null when absent, not JSON or not valid. */
export const parseStored = <T>(text: string | null, isValid: (value: unknown) => value is T): T | null => {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return isValid(value) ? value : null;
};

export const writeStored = (key: StoredKey, value: unknown): void => {
  storage()?.setItem(key, JSON.stringify(value));
  notify();
};

export const removeStored = (key: StoredKey): void => {
  storage()?.removeItem(key);
  notify();
};

export interface StoredOwner {
  appVersion: string;
  whiteLabel: string;
}

/**
 * Wipes every stored setting when the app version or white label differs from the stored one
 * (spec §3), then records the current ones. Returns whether it wiped.
 */
export const reconcileStoredOwner = ({ appVersion, whiteLabel }: StoredOwner): boolean => {
  const store = storage();
  if (!store) return false;
  const storedVersion = readStored(STORED_KEYS.version, isString);
  const storedLabel = readStored(STORED_KEYS.whiteLabel, isString);
  // Nothing recorded yet is a first visit, not a change: whatever is stored was written by now.
  const changed =
    (storedVersion !== null && storedVersion !== appVersion) ||
    (storedLabel !== null && storedLabel !== whiteLabel);
  if (changed) Object.values(STORED_KEYS).forEach((key) => store.removeItem(key));
  store.setItem(STORED_KEYS.version, JSON.stringify(appVersion));
  store.setItem(STORED_KEYS.whiteLabel, JSON.stringify(whiteLabel));
  notify();
  return changed;
};

export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

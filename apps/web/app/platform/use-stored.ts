import { useSyncExternalStore } from 'react';
import type { StoredKey } from './stored-keys';
import { readStored, readStoredText, subscribeStored } from './stored-settings';

/**
 * A stored setting as React state. The server cannot see localStorage, so the server snapshot
 * (and the first client render, during hydration) is `undefined` — "not known yet" — and the
 * stored value follows right after hydration without a mismatch.
 */
export const useStored = <T>(
  key: StoredKey,
  isValid: (value: unknown) => value is T,
): T | null | undefined => {
  const text = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(key),
    () => undefined,
  );
  if (text === undefined) return undefined;
  return text === null ? null : readStored(key, isValid);
};

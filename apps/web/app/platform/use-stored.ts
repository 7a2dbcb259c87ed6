import { useSyncExternalStore } from 'react';
import type { StoredKey } from './stored-keys';
import { parseStored, readStoredText, subscribeStored } from './stored-settings';

/**
 * A stored setting as React state. The server cannot see localStorage, so the server snapshot
 * (and the first client render, during hydration) is `undefined` — "not known yet" — or the
 * value the server was told (`serverValue`, e.g. from a cookie), and the stored value follows
 * right after hydration without a mismatch.
 */
export const useStored = <T>(
  key: StoredKey,
  isValid: (value: unknown) => value is T,
  serverValue?: T,
): T | null | undefined => {
  const serverText = serverValue === undefined ? undefined : JSON.stringify(serverValue);
  const text = useSyncExternalStore(
    subscribeStored,
    () => readStoredText(key),
    () => serverText,
  );
  if (text === undefined) return undefined;
  // The snapshot's own text: during hydration that is the server's value, not localStorage's.
  return parseStored(text, isValid);
};

// A failed call that a later attempt may fix (no network, a server fault) is tried again by
// itself: after 1, 2, 4 … up to 30 seconds, and at once when the browser says it is back online.
// While the browser knows it is offline the timer waits for the 'online' event instead of
// spending attempts that cannot succeed.
import { useEffect } from 'react';

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

export const backoffDelay = (failures: number): number =>
  BACKOFF_MS[Math.min(Math.max(failures, 1), BACKOFF_MS.length) - 1] ?? 30_000;

/** `failures`: consecutive retryable failures (0: nothing to retry). `retry` must be stable. */
export const useAutoRetry = (failures: number, retry: () => void): void => {
  useEffect(() => {
    if (failures === 0) return;
    const timer = navigator.onLine ? window.setTimeout(retry, backoffDelay(failures)) : undefined;
    window.addEventListener('online', retry);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [failures, retry]);
};
